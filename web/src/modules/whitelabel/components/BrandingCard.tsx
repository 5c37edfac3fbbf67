import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { colorMessage, defaultWhiteLabelTheme, isColor } from '@outreach/shared/rules/white-label';
import {
  BRANDING_IMAGE_MAX_BYTES,
  type BrandingImageKind,
  type TWhiteLabelResponse,
  type TWhiteLabelView,
  whiteLabelMessages,
} from '@outreach/shared/schemas/whitelabels';
import { type ChangeEvent, useEffect, useState } from 'react';
import { useToast } from '../../toast/hooks/useToast.ts';
import { whiteLabelApi } from '../api/whiteLabelApi.ts';

const colorFields = [
  { key: 'titleColor', label: 'Title colour' },
  { key: 'accentColor', label: 'Accent colour' },
  { key: 'navigationTextColor', label: 'Navigation text colour' },
] as const;
type ColorKey = (typeof colorFields)[number]['key'];

const imageFields: { key: BrandingImageKind; label: string; hint: string }[] = [
  { key: 'logo', label: 'Logo', hint: 'Shown in the top bar' },
  { key: 'favicon', label: 'Favicon', hint: 'Shown in the browser tab' },
  { key: 'logoIcon', label: 'Logo icon', hint: 'A square icon for small places' },
];

/** Company name, the three theme colours (pickers) and the images with previews, saved in one multipart call. */
export function BrandingCard({
  wl,
  onSaved,
}: {
  wl: TWhiteLabelView | null;
  onSaved(r: TWhiteLabelResponse): void;
}) {
  const toast = useToast();
  const [companyName, setCompanyName] = useState(wl?.companyName ?? '');
  const [colors, setColors] = useState<Record<ColorKey, string>>({ ...defaultWhiteLabelTheme, ...wl?.theme });
  const [files, setFiles] = useState<Partial<Record<BrandingImageKind, File>>>({});
  const [previews, setPreviews] = useState<Partial<Record<BrandingImageKind, string>>>({});
  const [saving, setSaving] = useState(false);
  useEffect(
    () => () => {
      for (const url of Object.values(previews)) URL.revokeObjectURL(url);
    },
    [previews],
  );

  const pick = (kind: BrandingImageKind) => (e: ChangeEvent<HTMLInputElement>) => {
    const f = e.target.files?.[0];
    if (!f) return;
    if (f.size > BRANDING_IMAGE_MAX_BYTES) {
      toast.show({ message: whiteLabelMessages.imageSize, type: 'error' });
      return;
    }
    setFiles((old) => ({ ...old, [kind]: f }));
    setPreviews((old) => ({ ...old, [kind]: URL.createObjectURL(f) }));
  };

  const colorErrors = Object.fromEntries(colorFields.map((c) => [c.key, !isColor(colors[c.key])]));
  const nameError = !companyName.trim();
  const save = async () => {
    if (nameError || Object.values(colorErrors).some(Boolean)) return;
    const form = new FormData();
    form.set('companyName', companyName.trim());
    for (const c of colorFields) form.set(c.key, colors[c.key]);
    for (const [k, f] of Object.entries(files)) if (f) form.set(k, f, f.name);
    setSaving(true);
    try {
      onSaved(await whiteLabelApi.saveBranding(form));
      setFiles({});
      toast.show({ message: 'Branding saved', type: 'success' });
    } catch (e) {
      toast.showError(e);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }} data-testid="white-label-branding">
      <Typography variant="h5" sx={{ mb: 2 }}>
        Branding
      </Typography>
      <TextField
        label="Company name"
        value={companyName}
        onChange={(e) => setCompanyName(e.target.value)}
        error={nameError}
        helperText={nameError ? whiteLabelMessages.companyName : ' '}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ maxWidth: 420, mb: 1 }}
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        {colorFields.map((c) => (
          <Box key={c.key} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
            <Box
              component="input"
              type="color"
              aria-label={`${c.label} picker`}
              value={isColor(colors[c.key]) && colors[c.key].length === 7 ? colors[c.key] : '#000000'}
              onChange={(e: ChangeEvent<HTMLInputElement>) =>
                setColors((o) => ({ ...o, [c.key]: e.target.value }))
              }
              sx={{ width: 40, height: 40, p: 0, border: 0, bgcolor: 'transparent', cursor: 'pointer' }}
            />
            <TextField
              label={c.label}
              value={colors[c.key]}
              onChange={(e) => setColors((o) => ({ ...o, [c.key]: e.target.value.trim() }))}
              error={colorErrors[c.key]}
              helperText={colorErrors[c.key] ? colorMessage : ' '}
              sx={{ width: 210 }}
              slotProps={{ htmlInput: { maxLength: 7, 'data-testid': `white-label-${c.key}` } }}
            />
          </Box>
        ))}
      </Box>
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', mb: 2 }}>
        {imageFields.map((img) => {
          const src = previews[img.key] ?? wl?.[img.key] ?? null;
          return (
            <Box key={img.key} sx={{ width: 200 }}>
              <Typography variant="subtitle2">{img.label}</Typography>
              <Typography variant="caption" color="text.secondary">
                {img.hint}
              </Typography>
              <Box
                sx={{
                  height: 72,
                  my: 1,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'center',
                  bgcolor: 'background.default',
                }}
              >
                {src ? (
                  <Box
                    component="img"
                    src={src}
                    alt={`${img.label} preview`}
                    data-testid={`white-label-${img.key}-preview`}
                    sx={{ maxHeight: 60, maxWidth: 180, objectFit: 'contain' }}
                  />
                ) : (
                  <Typography variant="caption" color="text.secondary">
                    No image
                  </Typography>
                )}
              </Box>
              <Button component="label" size="small" variant="outlined">
                Upload {img.label.toLowerCase()}
                <input
                  hidden
                  type="file"
                  accept="image/png,image/gif,image/jpeg"
                  data-testid={`white-label-${img.key}-input`}
                  onChange={pick(img.key)}
                />
              </Button>
            </Box>
          );
        })}
      </Box>
      <Button
        variant="contained"
        onClick={() => void save()}
        disabled={saving}
        data-testid="white-label-save-branding"
      >
        Save branding
      </Button>
    </Paper>
  );
}
