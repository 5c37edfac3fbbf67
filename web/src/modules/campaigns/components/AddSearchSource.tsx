import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { maxAddedLeadSources } from '@outreach/shared/rules/outreach/campaigns';
import { linkedinFromLoopback } from '@outreach/shared/schemas/campaign-audience';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { useFeatures } from '../../session/hooks/useFeatures.ts';
import { useToast } from '../../toast/hooks/useToast.ts';
import { type Campaign, campaignKeys, campaignsApi, type LeadSource } from '../api/campaignsApi.ts';
import { leadSourceAllowed, type UrlLeadSource, urlSourceIssue, urlSourceRules } from '../campaignForm.ts';
import { sourceLabels, urlFieldTexts } from '../leadSourceTexts.ts';

const urlSources = Object.keys(urlSourceRules) as UrlLeadSource[];
/** A source's type in the review's words ('Sales Navigator search'), by the server's `searchType`. */
const typeLabels: Record<string, string> = Object.fromEntries(
  urlSources.map((s) => [urlSourceRules[s].campaignType, urlFieldTexts[s].review]),
);

/**
 * "Add more leads" for a campaign fed by a search or a CSV of profiles: another LinkedIn, Sales
 * Navigator or Recruiter search (POST /lead-sources), checked in the server's own words, and the
 * campaign's lead sources with whether each is still being collected.
 */
export function AddSearchSource({ campaign }: { campaign: Campaign }) {
  const toast = useToast();
  const features = useFeatures();
  const { mutate } = useSWRConfig();
  const sources = useSWR<LeadSource[]>(campaignKeys.leadSources(campaign.id));
  const [source, setSource] = useState<UrlLeadSource>('search');
  const [url, setUrl] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const texts = urlFieldTexts[source];
  const locked = (s: UrlLeadSource) =>
    features.data !== undefined && !leadSourceAllowed(s, features.features);
  const added = (sources.data ?? []).filter((s) => !s.isInitial).length;
  const full = added >= maxAddedLeadSources;

  const submit = async () => {
    const issue = urlSourceIssue(source, url);
    setError(issue);
    if (issue) return;
    const rule = urlSourceRules[source];
    setBusy(true);
    try {
      await campaignsApi.addLeadSource({
        campaignId: campaign.id,
        searchType: rule.campaignType as 'linkedin search',
        [rule.field]: linkedinFromLoopback(url.trim()),
      });
      setUrl('');
      toast.show({
        message: 'Search added: its people join the campaign as the bot collects them',
        type: 'success',
        autoCloseTime: 4000,
      });
      await mutate(
        (k) => typeof k === 'string' && (k.startsWith('/campaigns') || k.startsWith('/lead-sources')),
      );
    } catch (e) {
      toast.showError(e);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack spacing={2} data-testid="add-search-source">
      <Typography variant="h6" component="h2">
        Add another search
      </Typography>
      <Typography color="text.secondary">
        The bot collects its people into this campaign; people already in it are not added twice.
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Search type"
          value={source}
          onChange={(e) => {
            setSource(e.target.value as UrlLeadSource);
            setError(null);
          }}
          sx={{ minWidth: 260 }}
          slotProps={{ htmlInput: { 'data-testid': 'add-source-type' } }}
        >
          {urlSources.map((s) => (
            <MenuItem key={s} value={s} disabled={locked(s)}>
              {locked(s) ? `${sourceLabels[s]} (Premium)` : sourceLabels[s]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          label={texts.label}
          placeholder={texts.placeholder}
          value={url}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          error={Boolean(error)}
          helperText={error ?? texts.helper}
          slotProps={{ htmlInput: { 'data-testid': 'add-source-url' } }}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button
          variant="contained"
          disabled={busy || full || !url.trim()}
          onClick={submit}
          data-testid="add-source-submit"
        >
          Add search
        </Button>
        {full && (
          <Typography variant="body2" color="text.secondary">
            This campaign has {maxAddedLeadSources} added searches, the most it takes.
          </Typography>
        )}
      </Stack>
      {(sources.data ?? []).length > 0 && (
        <Stack spacing={1} data-testid="lead-source-list">
          <Typography variant="subtitle2">Lead sources</Typography>
          {(sources.data ?? []).map((s) => (
            <Stack
              key={s.id}
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center' }}
              data-testid="lead-source"
            >
              {s.searchUrl && (
                <Chip
                  size="small"
                  color={s.isSearchEnded ? 'default' : 'primary'}
                  label={s.isSearchEnded ? 'Ended' : 'Collecting'}
                  data-testid="lead-source-state"
                />
              )}
              <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
                {s.isInitial && s.searchUrl ? 'Campaign search' : (typeLabels[s.searchType] ?? s.searchType)}
                {s.searchUrl ? `: ${s.searchUrl}` : ''}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
