import ArrowForward from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useWhiteLabel } from '../modules/session/whiteLabel.ts';
import { createCampaignSectionsFor } from '../modules/shell/createCampaignMenu.ts';
import { PageHeader } from '../modules/ui/PageHeader.tsx';

/**
 * /campaign/choose-type: every campaign type as a card, grouped as the Create Campaign menu groups
 * them (one shared list, `createCampaignSections`: a new type is one entry there); a card opens its
 * wizard. White-label users do not see the X option (spec 3 §6).
 */
export function ChooseCampaignTypePage() {
  const { isWhiteLabelUser } = useWhiteLabel();
  const sections = createCampaignSectionsFor(isWhiteLabelUser);
  return (
    <Box>
      <PageHeader title="Choose campaign type" />
      <Stack spacing={3}>
        {sections.map((section) => (
          <Box key={section.title} component="section" aria-label={section.title}>
            <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
              {section.title}
            </Typography>
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
              }}
            >
              {section.options.map((o) => (
                <Card key={o.to} variant="outlined">
                  <CardActionArea component={RouterLink} to={o.to} sx={{ p: 2, height: '100%' }}>
                    <Stack
                      direction="row"
                      sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1 }}
                    >
                      <Typography sx={{ fontWeight: 600 }}>{o.label}</Typography>
                      <ArrowForward fontSize="small" color="primary" />
                    </Stack>
                  </CardActionArea>
                </Card>
              ))}
            </Box>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
