import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { BILLING_TOAST_MS } from '@outreach/shared/constants/billing';
import { billingTexts } from '@outreach/shared/rules/billing';
import { type TBillingInfo, ZBillingInformation } from '@outreach/shared/schemas/billing';
import { useState } from 'react';
import { isApiError } from '../../api/apiError.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { billingApi } from '../api/billingApi.ts';
import { useRefreshBilling } from '../hooks/useRefreshBilling.ts';

const addressFields = [
  ['country', 'Country'],
  ['state', 'Region or state'],
  ['city', 'City'],
  ['line1', 'Address line 1'],
  ['line2', 'Address line 2'],
  ['postal_code', 'Postal code'],
] as const;
type AddressKey = (typeof addressFields)[number][0];

/** The billing details form (company, tax id, address) of the Edit modal and /billing/edit. */
export function BillingInfoForm({ info, onDone }: { info: TBillingInfo; onDone: () => void }) {
  const toast = useToast();
  const refresh = useRefreshBilling();
  const [company, setCompany] = useState(info.company ?? '');
  const [vatType, setVatType] = useState(info.vatType ?? '');
  const [vat, setVat] = useState(info.vat ?? '');
  const [address, setAddress] = useState<Record<AddressKey, string>>(
    Object.fromEntries(addressFields.map(([k]) => [k, info.address?.[k] ?? ''])) as Record<
      AddressKey,
      string
    >,
  );
  const [errors, setErrors] = useState<Partial<Record<'company' | 'vat', string>>>({});
  const [busy, setBusy] = useState(false);

  async function save() {
    const parsed = ZBillingInformation.safeParse({
      company,
      vatType: vatType || null,
      vat: vat || null,
      address: Object.fromEntries(Object.entries(address).filter(([, v]) => v.trim())),
    });
    if (!parsed.success) {
      const e: typeof errors = {};
      for (const i of parsed.error.issues) {
        const f = i.path[0] === 'vat' ? 'vat' : 'company';
        e[f] ??= i.message;
      }
      return setErrors(e);
    }
    setErrors({});
    setBusy(true);
    try {
      await billingApi.updateCompany(parsed.data);
      await refresh();
      onDone();
    } catch (e) {
      const message = isApiError(e) ? e.message : '';
      if (message.includes('Invalid value for')) setErrors({ vat: billingTexts.invalidTaxId });
      else
        toast.show({
          message: billingTexts.somethingWentWrong,
          type: 'error',
          autoCloseTime: BILLING_TOAST_MS,
        });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label="Company"
            size="small"
            required
            value={company}
            onChange={(e) => setCompany(e.target.value)}
            error={Boolean(errors.company)}
            helperText={errors.company}
            slotProps={{ htmlInput: { 'data-testid': 'billing-company' } }}
          />
          <Stack direction="row" spacing={2}>
            <TextField
              label="Tax ID type"
              size="small"
              fullWidth
              placeholder="eu_vat"
              value={vatType}
              onChange={(e) => {
                setVatType(e.target.value);
                // Clearing the type clears the number (spec 2 §5).
                if (!e.target.value) setVat('');
              }}
              slotProps={{ htmlInput: { 'data-testid': 'billing-vat-type' } }}
            />
            <TextField
              label="Tax ID"
              size="small"
              fullWidth
              placeholder="DE123456789"
              value={vat}
              disabled={!vatType}
              onChange={(e) => setVat(e.target.value)}
              error={Boolean(errors.vat)}
              helperText={errors.vat}
              slotProps={{ htmlInput: { 'data-testid': 'billing-vat' } }}
            />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap', rowGap: 2 }}>
            {addressFields.map(([k, label]) => (
              <TextField
                key={k}
                label={label}
                size="small"
                sx={{ flex: '1 1 30%' }}
                value={address[k]}
                onChange={(e) => setAddress({ ...address, [k]: e.target.value })}
                slotProps={{ htmlInput: { 'data-testid': `billing-${k}` } }}
              />
            ))}
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDone}>Cancel</Button>
        <Button variant="contained" data-testid="billing-save" disabled={busy} onClick={save}>
          Save
        </Button>
      </DialogActions>
    </>
  );
}
