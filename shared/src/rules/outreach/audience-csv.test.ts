import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCsvTable } from './audience-csv.ts';
import { decodeCsvBytes } from './csv-bytes.ts';
import { emailCsvReasons, parseEmailCsv } from './email-csv.ts';
import { csvColumnKey, renderTemplate } from './placeholders.ts';
import { csvRowReasons, parseProfileCsv } from './profile-csv.ts';
import { parseXCsv, xHandleReasons } from './x-csv.ts';

const file = (name: string) =>
  decodeCsvBytes(readFileSync(join(import.meta.dirname, '../../../../tests/fixtures/csv', name)));
const statuses = (rows: { status: string; reason?: string }[]) => rows.map((r) => [r.status, r.reason]);

describe('one header detection for every audience CSV', () => {
  it('skips preamble lines and blank Excel rows above the header, whatever the channel', () => {
    const text = 'Exported from CRM;;\nOn 24.11.2026;;\n;;\nName;Email;Twitter\nAda;ada@example.com;@ada\n';
    expect(readCsvTable(text, { isKey: (c) => c.includes('@') })).toEqual({
      header: ['Name', 'Email', 'Twitter'],
      body: [['Ada', 'ada@example.com', '@ada']],
      width: 3,
    });
    expect(parseEmailCsv(text).report).toMatchObject({ added: 1, columns: ['name', 'twitter'] });
    expect(parseXCsv(text).report).toMatchObject({ added: 1, columns: ['name', 'email'] });
  });
});

describe('a Russian CRM export (BOM, semicolons, preamble, blank rows) in every channel', () => {
  const text = file('bitrix24-contacts-ru.csv');
  const names = ['имя', 'фамилия', 'компания', 'должность'];

  it('gives LinkedIn leads with Cyrillic placeholders and the person read from Russian headers', () => {
    const { leads, report } = parseProfileCsv(text);
    expect(report.columns).toEqual([...names, 'email', 'twitter', 'город_клиента']);
    expect(statuses(report.rows)).toEqual([
      ['added', undefined],
      ['added', undefined],
      ['invalid', csvRowReasons.noUrl],
      ['duplicate', csvRowReasons.duplicateInFile],
      ['invalid', csvRowReasons.notProfile],
    ]);
    expect(leads[0]).toMatchObject({
      publicId: 'anna-ivanova',
      firstName: 'Анна',
      lastName: 'Иванова',
      company: 'ООО "Ромашка"',
      title: 'Директор по продажам',
      csvColumns: { csv_город_клиента: 'Москва' },
    });
    // The placeholder the browser offers reads the value the server stored.
    expect(renderTemplate('Привет из {{город_клиента}}, {{Имя}}!', {}, leads[1].csvColumns)).toBe(
      'Привет из Санкт-Петербург, Дмитрий!',
    );
  });

  it('gives email leads: the address column is its own, the LinkedIn column a placeholder', () => {
    const { leads, report } = parseEmailCsv(text);
    expect(report.columns).toEqual([...names, 'ссылка_на_linkedin', 'twitter', 'город_клиента']);
    expect(statuses(report.rows)).toEqual([
      ['added', undefined],
      ['added', undefined],
      ['added', undefined],
      ['duplicate', emailCsvReasons.duplicateInFile],
      ['invalid', emailCsvReasons.notEmail],
    ]);
    expect(report.rows[4]).toMatchObject({ email: 'igor@@tinkoff', name: 'Игорь Козлов' });
    expect(leads.map((l) => l.email)).toEqual([
      'anna@romashka.example',
      'd.petrov@yandex.example',
      'olga.smirnova@sber.example',
    ]);
    expect(leads[2]).toMatchObject({ firstName: 'Ольга', company: 'Сбер' });
  });

  it('gives X leads from the Twitter column', () => {
    const { leads, report } = parseXCsv(text);
    expect(report.columns).toEqual([...names, 'ссылка_на_linkedin', 'email', 'город_клиента']);
    expect(statuses(report.rows)).toEqual([
      ['added', undefined],
      ['added', undefined],
      ['invalid', xHandleReasons.noHandle],
      ['duplicate', xHandleReasons.duplicateInFile],
      ['invalid', xHandleReasons.notHandle],
    ]);
    expect(leads.map((l) => l.twitterHandle)).toEqual(['anna_iv', 'dpetrov']);
  });
});

describe('a Japanese contact export (title line above the header)', () => {
  const text = file('sansan-contacts-ja.csv');

  it('keeps Japanese headers as placeholders in every channel', () => {
    const profile = parseProfileCsv(text);
    expect(profile.report.columns).toEqual([
      '姓',
      '名',
      '会社名',
      '役職',
      'メールアドレス',
      'xtwitter',
      '備考',
    ]);
    expect(profile.leads[1]).toMatchObject({
      firstName: '花子',
      lastName: '佐藤',
      company: 'ソニー株式会社',
    });
    expect(renderTemplate('{{姓}}様（{{会社名}}）', {}, profile.leads[0].csvColumns)).toBe(
      '山田様（株式会社山田商事）',
    );
    expect(parseEmailCsv(text).report).toMatchObject({
      added: 2,
      invalid: 1,
      columns: ['姓', '名', '会社名', '役職', 'linkedinurl', 'xtwitter', '備考'],
    });
    expect(parseXCsv(text).leads.map((l) => l.twitterHandle)).toEqual(['yamada_taro', 'hanako_sato']);
  });
});

describe('a Mailchimp export saved by Excel on Windows (Windows-1252, semicolons, preamble)', () => {
  it('reads the addresses and the accented French headers', () => {
    const { leads, report } = parseEmailCsv(file('mailchimp-audience-1252.csv'));
    expect(report).toMatchObject({
      added: 2,
      duplicate: 1,
      invalid: 1,
      columns: ['prénom', 'nom', 'société', 'twitter'],
    });
    expect(leads[1]).toMatchObject({
      email: 'francois@peugeot.example',
      firstName: 'François',
      company: 'Peugeot',
    });
    expect(report.rows[2]).toMatchObject({ reason: emailCsvReasons.notEmail, name: 'Hélène Martin' });
  });
});

describe('column keys', () => {
  it('keeps the key a Latin header always had (existing campaigns keep working)', () => {
    // These are the keys stored before non-Latin headers had any.
    expect(csvColumnKey('Email Address')).toBe('csv_emailaddress');
    expect(csvColumnKey('First Name')).toBe('csv_firstname');
    expect(csvColumnKey(' Connected On ')).toBe('csv_connectedon');
    expect(csvColumnKey('LinkedIn URL')).toBe('csv_linkedinurl');
    expect(csvColumnKey('X (Twitter)')).toBe('csv_xtwitter');
    expect(csvColumnKey('csv_email')).toBe('csv_email');
  });

  it('keeps letters of every script, NFC, lower-cased where the script has case, spaces as _', () => {
    expect(csvColumnKey('Имя')).toBe('csv_имя');
    expect(csvColumnKey('Город  клиента')).toBe('csv_город_клиента');
    expect(csvColumnKey('名前')).toBe('csv_名前');
    expect(csvColumnKey('البريد الإلكتروني')).toBe('csv_البريد_الإلكتروني');
    expect(csvColumnKey('Ünternehmen')).toBe('csv_ünternehmen');
    // A decomposed Ü (U + combining diaeresis) is the same column.
    expect(csvColumnKey('U\u0308nternehmen')).toBe('csv_ünternehmen');
    expect(csvColumnKey('नाम')).toBe('csv_नाम');
  });

  it('renders non-Latin placeholders, and accented ones under their old and new keys', () => {
    const csv = { csv_البريد: 'a@b.c', csv_名前: '太郎', csv_ünternehmen: 'Acme' };
    expect(renderTemplate('{{البريد}} {{名前}} {{Ünternehmen}} {{ ünternehmen }}', {}, csv)).toBe(
      'a@b.c 太郎 Acme Acme',
    );
    // A message written for a lead stored as `csv_prnom` still reads it, and a new one reads both.
    expect(renderTemplate('{{prnom}} / {{prénom}}', {}, { csv_prnom: 'Zoë' })).toBe('Zoë / Zoë');
    expect(renderTemplate('{{prnom}} / {{Prénom}}', {}, { csv_prénom: 'Zoë' })).toBe('Zoë / Zoë');
    expect(renderTemplate('{{имя}}', {}, { csv_prnom: 'Zoë' })).toBe('{{имя}}');
  });
});
