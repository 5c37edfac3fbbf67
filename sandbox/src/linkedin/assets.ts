// Static CSS and the one client script. Served from /static/*, cached by the browser.

export const SANDBOX_CSS = `
*{box-sizing:border-box}
body{margin:0;background:#f4f2ee;color:rgba(0,0,0,.9);font:14px/1.43 -apple-system,system-ui,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
a{color:#0a66c2;text-decoration:none}a:hover{text-decoration:underline}
h1,h2,h3{margin:0;font-weight:600}
.global-nav{background:#fff;border-bottom:1px solid #e8e8e8;position:sticky;top:0;z-index:10}
.global-nav__content{max-width:1128px;margin:0 auto;height:52px;display:flex;align-items:center;gap:8px;padding:0 12px}
.global-nav__logo{display:inline-flex;align-items:center;justify-content:center;width:34px;height:34px;border-radius:4px;background:#0a66c2;color:#fff;font-weight:700;font-size:22px;letter-spacing:-1px}
.global-nav__logo:hover{text-decoration:none}
.search-global-typeahead{flex:0 1 280px}
.search-global-typeahead__input{width:100%;height:34px;border:0;border-radius:4px;background:#edf3f8;padding:0 12px 0 34px;font-size:14px;background-image:url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16' width='16' height='16'%3E%3Cpath fill='%23666' d='M14.56 12.44L11.3 9.18a5.51 5.51 0 10-2.12 2.12l3.26 3.26a1.5 1.5 0 102.12-2.12zM3 6.5A3.5 3.5 0 116.5 10 3.5 3.5 0 013 6.5z'/%3E%3C/svg%3E");background-repeat:no-repeat;background-position:10px center}
.global-nav__nav{margin-left:auto}
.global-nav__primary-items{display:flex;list-style:none;margin:0;padding:0}
.global-nav__primary-link{display:flex;flex-direction:column;align-items:center;justify-content:center;min-width:80px;height:52px;color:rgba(0,0,0,.6);font-size:12px;position:relative;border-bottom:2px solid transparent}
.global-nav__primary-link:hover{color:rgba(0,0,0,.9);text-decoration:none}
.global-nav__primary-link--active{color:rgba(0,0,0,.9);border-bottom-color:rgba(0,0,0,.9)}
.global-nav__primary-link svg{width:24px;height:24px;fill:currentColor}
.global-nav__me-photo{width:24px;height:24px;border-radius:50%}
.notification-badge{position:absolute;top:4px;right:22px;background:#cb112d;color:#fff;border-radius:10px;font-size:11px;padding:0 5px;line-height:16px}
.sandbox-ribbon{background:#915907;color:#fff;text-align:center;font-size:12px;padding:2px}
.scaffold-layout{max-width:1128px;margin:24px auto;padding:0 12px;display:grid;gap:24px;grid-template-columns:225px minmax(0,1fr) 300px}
.scaffold-layout--two{grid-template-columns:minmax(0,1fr) 300px}
.scaffold-layout--single{grid-template-columns:minmax(0,1fr)}
.scaffold-layout--list{grid-template-columns:225px minmax(0,1fr)}
.artdeco-card{background:#fff;border-radius:8px;box-shadow:0 0 0 1px rgba(140,140,140,.2);margin-bottom:8px;overflow:hidden}
.card-pad{padding:16px 24px}
.artdeco-button{display:inline-flex;align-items:center;gap:4px;border-radius:24px;border:1px solid #0a66c2;background:#fff;color:#0a66c2;font-weight:600;font-size:16px;padding:6px 16px;min-height:32px;cursor:pointer;font-family:inherit}
.artdeco-button:hover{background:#ebf4fd;box-shadow:inset 0 0 0 1px #0a66c2}
.artdeco-button--primary{background:#0a66c2;color:#fff}
.artdeco-button--primary:hover{background:#004182}
.artdeco-button--secondary{background:#fff}
.artdeco-button--muted{border-color:rgba(0,0,0,.6);color:rgba(0,0,0,.6)}
.artdeco-button--tertiary{border-color:transparent;color:rgba(0,0,0,.6)}
.artdeco-button--small{font-size:14px;padding:4px 14px;min-height:30px}
.artdeco-button[disabled]{opacity:.5;cursor:default}
.avatar{border-radius:50%;display:block;background:#e9e5df}
.text-body-small{font-size:12px;color:rgba(0,0,0,.6)}
.t-black--light{color:rgba(0,0,0,.6)}
.profile-card{text-align:center}
.profile-card__banner{height:56px;background:linear-gradient(135deg,#a0b4b7,#cfd8dc)}
.profile-card .avatar{margin:-36px auto 8px;border:2px solid #fff}
.profile-card__name{font-size:16px}
.feed-shared-update-v2{padding:12px 16px}
.update-components-actor{display:flex;gap:8px;align-items:center;margin-bottom:8px}
.update-components-actor__name{font-weight:600}
.share-box{display:flex;gap:8px;padding:12px 16px;align-items:center}
.share-box__open{flex:1;border:1px solid rgba(0,0,0,.3);border-radius:35px;padding:12px 16px;color:rgba(0,0,0,.6);font-weight:600;background:#fff;text-align:left}
.search-reusables__filters-bar{display:flex;gap:8px;align-items:center;background:#fff;padding:12px 16px;border-radius:8px;box-shadow:0 0 0 1px rgba(140,140,140,.2);margin:0 0 8px}
.search-reusables__filter-pill-button{border:1px solid rgba(0,0,0,.6);border-radius:16px;padding:4px 12px;color:rgba(0,0,0,.75);font-weight:600;background:#fff}
.search-reusables__filter-pill-button:hover{text-decoration:none;background:#f3f3f3}
.search-reusables__filter-pill-button--selected{background:#01754f;border-color:#01754f;color:#fff}
.search-reusables__filter-pill-button--selected:hover{background:#015b3d}
.search-results-container h2{font-size:16px;padding:12px 16px 4px}
.reusable-search__entity-result-list{list-style:none;margin:0;padding:0}
.reusable-search__result-container{border-top:1px solid #e8e8e8}
.reusable-search__result-container:first-child{border-top:0}
.entity-result{display:flex;gap:12px;padding:12px 16px;align-items:flex-start}
.entity-result__content{flex:1;min-width:0}
.entity-result__title-text{font-size:16px;font-weight:600}
.entity-result__title-text a{color:rgba(0,0,0,.9)}
.entity-result__title-text a:hover{color:#0a66c2}
.entity-result__badge-text{color:rgba(0,0,0,.6);font-weight:400;font-size:14px}
.entity-result__primary-subtitle{color:rgba(0,0,0,.9)}
.entity-result__secondary-subtitle{color:rgba(0,0,0,.6)}
.entity-result__actions{align-self:center}
.artdeco-pagination{display:flex;align-items:center;justify-content:space-between;padding:12px 16px;border-top:1px solid #e8e8e8}
.artdeco-pagination__pages{display:flex;gap:4px;list-style:none;margin:0;padding:0}
.artdeco-pagination__indicator a,.artdeco-pagination__indicator span{display:inline-block;min-width:32px;text-align:center;padding:4px;border-radius:2px;color:rgba(0,0,0,.75)}
.artdeco-pagination__indicator--selected span{background:#e8e8e8;font-weight:600}
.artdeco-pagination__button{font-weight:600;color:rgba(0,0,0,.6);padding:6px 8px;border-radius:4px}
.artdeco-pagination__button--disabled{opacity:.4;pointer-events:none}
.pv-top-card{position:relative}
.pv-top-card__banner{height:200px;background:linear-gradient(120deg,#3b6f9c 0%,#7fa7c9 55%,#d0dde8 100%)}
.pv-top-card__photo{width:152px;height:152px;border:4px solid #fff;margin:-112px 0 0 24px;position:relative}
.pv-top-card__body{padding:12px 24px 24px;display:flex;justify-content:space-between;gap:24px}
.pv-top-card__name{font-size:24px;line-height:1.25}
.dist-value{color:rgba(0,0,0,.6);font-size:14px;font-weight:400}
.pv-top-card__headline{font-size:16px;margin:4px 0}
.pv-top-card__experience{font-size:14px;font-weight:600;min-width:200px;display:flex;flex-direction:column;gap:8px}
.pv-top-card__experience span{display:flex;align-items:center;gap:8px}
.pv-top-card__logo{width:32px;height:32px;border-radius:4px;background:#e9e5df;display:inline-flex;align-items:center;justify-content:center;font-size:12px;color:#666}
.pvs-profile-actions{display:flex;gap:8px;margin-top:12px;flex-wrap:wrap}
.pv-section h2{font-size:20px;margin-bottom:8px}
.pv-experience{display:flex;gap:12px}
.skill-pill{display:inline-block;border:1px solid #e0dfdc;border-radius:16px;padding:2px 12px;margin:0 4px 4px 0}
.member-urn{font-size:11px;color:rgba(0,0,0,.45)}
.artdeco-dropdown__content{position:absolute;background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.15),0 0 0 1px rgba(0,0,0,.08);min-width:220px;padding:4px 0;z-index:20}
.artdeco-dropdown__content[hidden]{display:none}
.artdeco-dropdown__item{display:block;width:100%;padding:10px 16px;border:0;background:none;text-align:left;font:inherit;color:rgba(0,0,0,.75);cursor:pointer}
.artdeco-dropdown__item:hover{background:#f3f3f3}
.artdeco-modal-overlay{position:fixed;inset:0;background:rgba(0,0,0,.6);display:flex;align-items:flex-start;justify-content:center;padding-top:12vh;z-index:50}
.artdeco-modal{background:#fff;border-radius:8px;width:min(552px,92vw);box-shadow:0 4px 24px rgba(0,0,0,.3);position:relative}
.artdeco-modal__header{padding:16px 48px 12px 24px;border-bottom:1px solid #e8e8e8}
.artdeco-modal__header h2{font-size:20px;font-weight:400}
.artdeco-modal__content{padding:16px 24px}
.artdeco-modal__actionbar{display:flex;justify-content:flex-end;gap:8px;padding:12px 24px 16px;border-top:1px solid #e8e8e8}
.artdeco-modal__dismiss{position:absolute;right:12px;top:12px;border:0;background:none;font-size:22px;cursor:pointer;color:rgba(0,0,0,.6);width:32px;height:32px;border-radius:50%}
.artdeco-modal__dismiss:hover{background:#eee}
.connect-note textarea{width:100%;min-height:120px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:8px;font:inherit;resize:vertical}
.connect-note__counter{text-align:right;font-size:12px;color:rgba(0,0,0,.6)}
.ip-fuse-limit-alert .artdeco-modal__header h2{font-weight:600}
.artdeco-toasts{position:fixed;left:24px;bottom:24px;display:flex;flex-direction:column;gap:8px;z-index:60;list-style:none;margin:0;padding:0}
.artdeco-toast-item{background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.2);padding:12px 40px 12px 16px;min-width:300px;max-width:420px;position:relative;border-left:4px solid #057642}
.artdeco-toast-item[data-test-artdeco-toast-item-type=error]{border-left-color:#cb112d}
.artdeco-toast-item__dismiss{position:absolute;right:8px;top:8px;border:0;background:none;cursor:pointer;font-size:18px;color:rgba(0,0,0,.6)}
.mn-invitation-manager__tabs{display:flex;border-bottom:1px solid #e8e8e8}
.mn-invitation-manager__tab{padding:12px 16px;font-weight:600;color:rgba(0,0,0,.6);border-bottom:2px solid transparent}
.mn-invitation-manager__tab--active{color:#01754f;border-bottom-color:#01754f}
.invitation-card{display:flex;gap:12px;align-items:center;padding:12px 16px;border-top:1px solid #e8e8e8}
.invitation-card__details{flex:1;min-width:0}
.invitation-card__title{font-weight:600;color:rgba(0,0,0,.9)}
.invitation-card__custom-message{background:#f3f6f8;border-radius:8px;padding:6px 10px;margin-top:6px;font-size:13px}
.invitation-card__actions{display:flex;gap:8px}
.mn-list{list-style:none;margin:0;padding:0}
.discover-grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(180px,1fr));gap:12px;padding:16px}
.discover-entity-card{border:1px solid #e0dfdc;border-radius:8px;text-align:center;padding:16px 8px;display:flex;flex-direction:column;align-items:center;gap:4px}
.discover-entity-card__headline{font-size:12px;color:rgba(0,0,0,.6);height:34px;overflow:hidden}
.msg-overlay{display:grid;grid-template-columns:340px minmax(0,1fr);min-height:620px}
.msg-conversations-container{border-right:1px solid #e8e8e8}
.msg-conversations-container h2{font-size:16px;padding:12px 16px;border-bottom:1px solid #e8e8e8}
.msg-conversations-container__conversations-list{list-style:none;margin:0;padding:0}
.msg-conversation-listitem__link{display:flex;gap:10px;padding:12px 16px;color:inherit;border-bottom:1px solid #f0f0f0}
.msg-conversation-listitem__link:hover{background:#f3f6f8;text-decoration:none}
.msg-conversation-listitem--active .msg-conversation-listitem__link{background:#edf3f8;border-left:3px solid #01754f}
.msg-conversation-card__content{flex:1;min-width:0}
.msg-conversation-card__row{display:flex;justify-content:space-between;gap:8px}
.msg-conversation-listitem__participant-names{font-size:14px;font-weight:400;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}
.msg-conversation-card__convo-item--unread .msg-conversation-listitem__participant-names,.msg-conversation-card__convo-item--unread .msg-conversation-card__message-snippet{font-weight:600;color:rgba(0,0,0,.9)}
.msg-conversation-card__message-snippet{font-size:13px;color:rgba(0,0,0,.6);white-space:nowrap;overflow:hidden;text-overflow:ellipsis;margin:2px 0 0}
.msg-conversation-listitem__time-stamp{font-size:12px;color:rgba(0,0,0,.6);white-space:nowrap}
.msg-thread{display:flex;flex-direction:column;min-width:0}
.msg-thread__header{padding:12px 16px;border-bottom:1px solid #e8e8e8;display:flex;align-items:center;gap:10px}
.msg-thread__header h2{font-size:16px}
.msg-s-message-list{flex:1;overflow:auto;padding:8px 16px;max-height:460px}
.msg-s-message-list-content{list-style:none;margin:0;padding:0}
.msg-s-message-list__event{display:flex;gap:10px;padding:8px 0}
.msg-s-message-group__meta{display:flex;gap:8px;align-items:baseline}
.msg-s-message-group__name{font-weight:600;font-size:14px}
.msg-s-message-group__timestamp{font-size:12px;color:rgba(0,0,0,.6)}
.msg-s-event-listitem__body{white-space:pre-wrap;margin:2px 0 0}
.msg-form{border-top:1px solid #e8e8e8;padding:12px 16px}
.msg-form__contenteditable{min-height:80px;max-height:200px;overflow:auto;background:#f4f2ee;border-radius:8px;padding:10px 12px;outline:none;white-space:pre-wrap}
.msg-form__contenteditable:empty:before{content:attr(data-placeholder);color:rgba(0,0,0,.5)}
.msg-form__footer{display:flex;justify-content:flex-end;margin-top:8px}
.msg-empty{padding:48px 24px;text-align:center;color:rgba(0,0,0,.6)}
.login-page{max-width:400px;margin:48px auto;padding:0 12px}
.login-page .brand{display:flex;align-items:center;gap:6px;color:#0a66c2;font-weight:700;font-size:28px;margin-bottom:24px}
.login-page .brand .global-nav__logo{width:30px;height:30px;font-size:20px}
.login__form{background:#fff;border-radius:8px;box-shadow:0 4px 12px rgba(0,0,0,.15);padding:24px}
.login__form h1{font-size:32px;font-weight:600}
.login__form p.sub{margin:4px 0 16px;color:rgba(0,0,0,.75)}
.form__input--floating{position:relative;margin-bottom:16px}
.form__input--floating label{display:block;font-size:14px;color:rgba(0,0,0,.6);margin-bottom:4px}
.form__input--floating input{width:100%;height:52px;border:1px solid rgba(0,0,0,.6);border-radius:4px;padding:0 12px;font-size:16px}
.form__input--error{color:#cb112d;font-size:14px;margin:-8px 0 12px}
.btn__primary--large{width:100%;height:52px;border-radius:28px;border:0;background:#0a66c2;color:#fff;font-size:16px;font-weight:600;cursor:pointer}
.btn__primary--large:hover{background:#004182}
.login-hint{margin-top:16px;font-size:12px;color:rgba(0,0,0,.6);background:#fff8e6;border-radius:8px;padding:8px 12px}
.restricted-page h1{font-size:24px;margin-bottom:12px}
.limit-notice{padding:32px 24px;text-align:center}
`;

export const SANDBOX_JS = String.raw`
(() => {
  'use strict';
  const esc = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
  const csrf = () => {
    const m = document.cookie.match(/(?:^|;\s*)JSESSIONID=("?)([^;"]*)\1/);
    return m ? m[2] : '';
  };
  const noteMax = Number(document.body.dataset.noteMax || 300);

  async function api(path, body) {
    const res = await fetch('/voyager/api' + path, {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'csrf-token': csrf(),
        'content-type': 'application/json',
        'x-restli-protocol-version': '2.0.0',
        accept: 'application/vnd.linkedin.normalized+json+2.1',
      },
      body: JSON.stringify(body || {}),
    });
    let data = {};
    try { data = await res.json(); } catch (_) {}
    if (res.status === 403 && data.code === 'RESTRICTED') {
      location.assign('/checkpoint/challenge/restricted/');
    } else if (res.status === 401) {
      location.assign('/login?session_redirect=' + encodeURIComponent(location.pathname + location.search));
    }
    return { ok: res.ok, status: res.status, data };
  }

  function toast(type, text) {
    let list = document.querySelector('.artdeco-toasts');
    if (!list) { list = document.createElement('ul'); list.className = 'artdeco-toasts'; document.body.append(list); }
    const item = document.createElement('li');
    item.className = 'artdeco-toast-item';
    item.setAttribute('data-test-artdeco-toast-item-type', type);
    item.setAttribute('role', type === 'error' ? 'alert' : 'status');
    item.innerHTML = '<p class="artdeco-toast-item__message">' + esc(text) + '</p><button class="artdeco-toast-item__dismiss" aria-label="Dismiss" data-action="dismiss-toast">×</button>';
    list.append(item);
    setTimeout(() => item.remove(), 8000);
  }

  function modal(inner, extraClass, role) {
    const overlay = document.createElement('div');
    overlay.className = 'artdeco-modal-overlay';
    overlay.innerHTML = '<div role="' + (role || 'dialog') + '" aria-modal="true" aria-labelledby="modal-title" class="artdeco-modal ' + (extraClass || '') + '">' +
      '<button class="artdeco-modal__dismiss" aria-label="Dismiss" data-modal-close>×</button>' + inner + '</div>';
    document.body.append(overlay);
    const close = () => overlay.remove();
    overlay.addEventListener('click', (e) => {
      if (e.target === overlay || e.target.closest('[data-modal-close]')) close();
    });
    return { root: overlay.firstElementChild, close };
  }

  function limitAlert(code, message) {
    const weekly = code === 'WEEKLY_INVITATION_LIMIT';
    const title = message || (weekly ? "You've reached the weekly invitation limit" : "You've reached the daily invitation limit");
    modal(
      '<div class="artdeco-modal__header"><h2 id="modal-title">' + esc(title) + '</h2></div>' +
      '<div class="artdeco-modal__content"><p>' + (weekly
        ? 'Invitation limits are in place to keep our members safe. Please wait a week before sending more invitations.'
        : 'You can send more invitations tomorrow.') + '</p></div>' +
      '<div class="artdeco-modal__actionbar"><button class="artdeco-button artdeco-button--primary ip-fuse-limit-alert__primary-action" data-modal-close>Got it</button></div>',
      'ip-fuse-limit-alert',
      'alertdialog',
    );
  }

  function markPending(memberId, name, invitationId) {
    document.querySelectorAll('[data-action="connect"][data-member-id="' + memberId + '"]').forEach((el) => {
      if (el.getAttribute('role') === 'menuitem') { el.remove(); return; }
      el.textContent = 'Pending';
      el.setAttribute('aria-label', 'Pending, click to withdraw invitation sent to ' + name);
      el.dataset.action = 'withdraw';
      el.dataset.invitationId = invitationId;
      el.classList.remove('artdeco-button--primary');
      el.classList.add('artdeco-button--muted');
    });
  }

  async function sendInvite(memberId, name, note, dlg) {
    const r = await api('/voyagerRelationshipsDashMemberRelationships?action=verifyQuotaAndCreateV2', {
      invitee: { inviteeUnion: { memberProfile: 'urn:li:fsd_profile:' + memberId } },
      customMessage: note || undefined,
    });
    dlg.close();
    if (r.ok) {
      markPending(memberId, name, r.data.invitationId);
      toast('success', 'Your invitation to ' + name + ' was sent.');
    } else if (r.data.code === 'WEEKLY_INVITATION_LIMIT' || r.data.code === 'DAILY_INVITATION_LIMIT') {
      limitAlert(r.data.code, r.data.message);
    } else if (r.status !== 401 && r.data.code !== 'RESTRICTED') {
      toast('error', r.data.message || 'Something went wrong. Please try again.');
    }
  }

  function openInvite(el) {
    const memberId = el.dataset.memberId;
    const name = el.dataset.name;
    const dlg = modal(
      '<div class="artdeco-modal__header"><h2 id="modal-title">Add a note to your invitation?</h2></div>' +
      '<div class="artdeco-modal__content"><p>Personalize your invitation to <strong>' + esc(name) + '</strong> by adding a note. Members are more likely to accept invitations that include a note.</p></div>' +
      '<div class="artdeco-modal__actionbar">' +
      '<button class="artdeco-button artdeco-button--secondary" aria-label="Add a note" data-step="note">Add a note</button>' +
      '<button class="artdeco-button artdeco-button--primary" aria-label="Send without a note" data-step="send-plain">Send without a note</button></div>',
      'send-invite',
    );
    dlg.root.addEventListener('click', (e) => {
      const step = e.target.closest('[data-step]');
      if (!step) return;
      if (step.dataset.step === 'send-plain') { step.disabled = true; sendInvite(memberId, name, '', dlg); }
      if (step.dataset.step === 'note') {
        dlg.root.querySelector('.artdeco-modal__content').innerHTML =
          '<div class="connect-note"><label for="custom-message">Add a note to your invitation (optional)</label>' +
          '<textarea name="message" id="custom-message" maxlength="' + noteMax + '" placeholder="Ex: We know each other from…"></textarea>' +
          '<div class="connect-note__counter"><span class="connect-note__count">0</span>/' + noteMax + '</div></div>';
        dlg.root.querySelector('.artdeco-modal__actionbar').innerHTML =
          '<button class="artdeco-button artdeco-button--secondary" data-modal-close>Cancel</button>' +
          '<button class="artdeco-button artdeco-button--primary" aria-label="Send invitation" data-step="send-note">Send</button>';
        const ta = dlg.root.querySelector('textarea');
        ta.addEventListener('input', () => { dlg.root.querySelector('.connect-note__count').textContent = String(ta.value.length); });
        ta.focus();
      }
      if (step.dataset.step === 'send-note') {
        step.disabled = true;
        sendInvite(memberId, name, dlg.root.querySelector('textarea').value, dlg);
      }
    });
  }

  function openWithdraw(el) {
    const name = el.dataset.name;
    const id = el.dataset.invitationId;
    const dlg = modal(
      '<div class="artdeco-modal__header"><h2 id="modal-title">Withdraw invitation</h2></div>' +
      '<div class="artdeco-modal__content"><p>If you withdraw now, you won’t be able to resend to ' + esc(name) + ' for up to 3 weeks.</p></div>' +
      '<div class="artdeco-modal__actionbar"><button class="artdeco-button artdeco-button--secondary" data-modal-close>Cancel</button>' +
      '<button class="artdeco-button artdeco-button--primary" aria-label="Withdraw" data-confirm>Withdraw</button></div>',
      'withdraw-invitation',
    );
    dlg.root.querySelector('[data-confirm]').addEventListener('click', async (e) => {
      e.currentTarget.disabled = true;
      const r = await api('/relationships/invitations?action=closeInvitations', {
        inviteActionType: 'ACTOR_WITHDRAW',
        inviteActionData: [{ entityUrn: 'urn:li:fsd_invitation:' + id }],
      });
      dlg.close();
      if (!r.ok) { if (r.data.code !== 'RESTRICTED') toast('error', r.data.message || 'Something went wrong.'); return; }
      toast('success', 'Invitation withdrawn');
      const row = el.closest('[data-invitation-row]');
      if (row) row.remove(); else location.reload();
    });
  }

  async function respond(el, action) {
    el.disabled = true;
    const r = await api('/relationships/invitations/' + el.dataset.invitationId + '?action=' + (action === 'accept' ? 'accept' : 'reject'), {});
    if (!r.ok) { el.disabled = false; if (r.data.code !== 'RESTRICTED') toast('error', r.data.message || 'Something went wrong.'); return; }
    toast('success', action === 'accept' ? 'You are now connected with ' + el.dataset.name + '.' : 'Invitation ignored');
    el.closest('[data-invitation-row]')?.remove();
  }

  function closeMenus(except) {
    document.querySelectorAll('.artdeco-dropdown__content[role="menu"]').forEach((m) => { if (m !== except) m.hidden = true; });
    document.querySelectorAll('[data-action="more"]').forEach((b) => { if (!except || b.getAttribute('aria-controls') !== except.id) b.setAttribute('aria-expanded', 'false'); });
  }

  function toggleMenu(button) {
    const menu = document.getElementById(button.getAttribute('aria-controls'));
    if (!menu) return;
    closeMenus(menu);
    const open = menu.hidden;
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
    if (open) {
      const r = button.getBoundingClientRect();
      menu.style.top = window.scrollY + r.bottom + 4 + 'px';
      menu.style.left = window.scrollX + r.left + 'px';
    }
  }

  document.addEventListener('click', (e) => {
    const el = e.target.closest('[data-action]');
    if (!el) { if (!e.target.closest('.artdeco-dropdown__content')) closeMenus(null); return; }
    const action = el.dataset.action;
    if (action === 'more') { e.preventDefault(); toggleMenu(el); return; }
    closeMenus(null);
    if (action === 'connect') { e.preventDefault(); openInvite(el); }
    else if (action === 'withdraw') { e.preventDefault(); openWithdraw(el); }
    else if (action === 'accept' || action === 'ignore') { e.preventDefault(); respond(el, action); }
    else if (action === 'dismiss-toast') { el.closest('.artdeco-toast-item')?.remove(); }
  });

  function appendMessage(m) {
    const list = document.querySelector('.msg-s-message-list-content');
    if (!list || !m) return;
    const li = document.createElement('li');
    li.className = 'msg-s-message-list__event msg-s-event-listitem';
    li.dataset.messageId = m.messageId;
    li.dataset.direction = 'outgoing';
    li.dataset.senderUrn = m.sender.dashEntityUrn;
    const d = new Date(m.deliveredAt);
    const h = d.getUTCHours();
    const time = ((h + 11) % 12 + 1) + ':' + String(d.getUTCMinutes()).padStart(2, '0') + (h < 12 ? ' AM' : ' PM');
    li.innerHTML = '<img class="avatar msg-s-event-listitem__profile-picture" src="' + esc(m.sender.picture || '') + '" width="40" height="40" alt="' + esc(m.sender.firstName + ' ' + m.sender.lastName) + '">' +
      '<div><div class="msg-s-message-group__meta"><span class="msg-s-message-group__name t-14 t-bold">' + esc(m.sender.firstName + ' ' + m.sender.lastName) + '</span>' +
      '<time class="msg-s-message-group__timestamp" datetime="' + d.toISOString() + '">' + time + '</time></div>' +
      '<p class="msg-s-event-listitem__body t-14 t-black--light t-normal">' + esc(m.body.text) + '</p></div>';
    list.append(li);
    const scroller = document.querySelector('.msg-s-message-list');
    if (scroller) scroller.scrollTop = scroller.scrollHeight;
  }

  document.querySelectorAll('form.msg-form').forEach((form) => {
    form.addEventListener('submit', async (e) => {
      e.preventDefault();
      const box = form.querySelector('.msg-form__contenteditable');
      const text = box.innerText.trim();
      if (!text) return;
      const button = form.querySelector('button[type="submit"]');
      button.disabled = true;
      const r = await api('/voyagerMessagingDashMessengerMessages?action=createMessage', {
        conversationId: form.dataset.conversationId || undefined,
        recipient: form.dataset.recipient || undefined,
        text,
      });
      button.disabled = false;
      if (r.ok && form.dataset.conversationId) {
        // In a thread the message is appended in place, as on the site.
        box.textContent = '';
        appendMessage(r.data.message);
      } else if (r.ok) {
        location.assign('/messaging/thread/' + r.data.conversationId + '/');
      }
      else if (r.status !== 401 && r.data.code !== 'RESTRICTED') toast('error', r.data.message || 'Unable to send message');
    });
  });

  const list = document.querySelector('.msg-s-message-list');
  if (list) list.scrollTop = list.scrollHeight;
})();
`;
