import AlternateEmail from '@mui/icons-material/AlternateEmail';
import Business from '@mui/icons-material/BusinessOutlined';
import CallSplit from '@mui/icons-material/CallSplit';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EventAvailable from '@mui/icons-material/EventAvailableOutlined';
import Event from '@mui/icons-material/EventOutlined';
import Groups from '@mui/icons-material/GroupsOutlined';
import MailOutline from '@mui/icons-material/MailOutlined';
import PersonAddAlt from '@mui/icons-material/PersonAddAlt';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { connectMessageMaxLength, inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import type { ConditionKind } from '@outreach/shared/rules/outreach/branches';
import { delayUnits, type SequenceStep } from '@outreach/shared/rules/outreach/sequence';
import { shortenForConnect } from '@outreach/shared/schemas/templates';
import type { ReactNode } from 'react';
import { Controller, useFormContext } from 'react-hook-form';
import { TemplatePicker } from '../../templates/components/TemplatePicker.tsx';
import { useToast } from '../../toast/hooks/useToast.ts';
import { stepTitle } from '../sequenceTexts.ts';
import { ChainedMessagesStepFields } from './ChainedMessagesStepFields.tsx';
import { ConditionStepFields } from './ConditionStepFields.tsx';
import { ConnectStepFields } from './ConnectStepFields.tsx';
import { EmailStepFields } from './EmailStepFields.tsx';
import { EventMessageStepFields } from './EventMessageStepFields.tsx';
import { GroupMessageStepFields } from './GroupMessageStepFields.tsx';
import { InMailStepFields } from './InMailStepFields.tsx';
import { MessageField } from './MessageField.tsx';
import { ViewStepFields } from './ViewStepFields.tsx';
import { XDmStepFields } from './XDmStepFields.tsx';
import { XFollowStepFields } from './XFollowStepFields.tsx';

export interface SequenceFormShape {
  touchSequence: { sequence: SequenceStep[] };
}

const icons: Partial<Record<SequenceStep['type'], ReactNode>> = {
  'LI View': <Visibility />,
  'LI Connect': <PersonAddAlt />,
  'LI Message': <MailOutline />,
  Email: <AlternateEmail />,
  'InMail Message': <MailOutline />,
  'Chained messages': <MailOutline />,
  'Twitter DM': <X />,
  'Twitter Follow': <X />,
  'Group Message': <Groups />,
  'Event Message': <Event />,
  'Invite to event': <EventAvailable />,
  'Invite to company': <Business />,
  Condition: <CallSplit />,
};

/** One step of the sequence editor: delay, then the fields of its type (spec 3 §3). */
export function SequenceStepCard({
  index,
  steps,
  onRemove,
  conditionKinds = [],
}: {
  index: number;
  steps: SequenceStep[];
  onRemove(): void;
  /** The condition kinds the campaign's category offers (a Condition step's choices, issue #9). */
  conditionKinds?: readonly ConditionKind[];
}) {
  const { control, register, formState } = useFormContext<SequenceFormShape>();
  const toast = useToast();
  const step = steps[index];
  const path = `touchSequence.sequence.${index}` as const;
  const stepErrors = formState.errors.touchSequence?.sequence?.[index];
  const testId = `step-${index}`;
  const toggle = (name: 'auto_follow' | 'auto_endorse' | 'auto_post_like' | 'view', label: string) => (
    <Controller
      control={control}
      name={`${path}.${name}`}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              slotProps={{ input: { 'aria-label': label } }}
            />
          }
          label={label}
        />
      )}
    />
  );
  return (
    <Paper variant="outlined" sx={{ p: 2.5 }} data-testid={testId} data-step-type={step.type}>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Box
          sx={{
            width: 36,
            height: 36,
            borderRadius: '50%',
            bgcolor: 'primary.light',
            color: 'primary.main',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {icons[step.type]}
        </Box>
        <Box sx={{ flex: 1 }}>
          <Typography variant="overline" color="text.secondary" sx={{ lineHeight: 1.2 }}>
            Step {index + 1} · {step.type}
          </Typography>
          <Typography variant="h6" component="h3">
            {stepTitle(steps, index)}
          </Typography>
        </Box>
        <Tooltip title="Remove step">
          <IconButton
            onClick={onRemove}
            aria-label={`Remove step ${index + 1}`}
            data-testid={`${testId}-remove`}
          >
            <DeleteOutline />
          </IconButton>
        </Tooltip>
      </Stack>

      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
        <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {index === 0 ? 'Start after' : 'Wait'}
        </Typography>
        <TextField
          type="number"
          sx={{ width: 90 }}
          {...register(`${path}.delay_number`, { valueAsNumber: true })}
          error={Boolean(stepErrors?.delay_number)}
          slotProps={{
            htmlInput: { min: 0, max: 365, 'data-testid': `${testId}-delay`, 'aria-label': 'Delay' },
          }}
        />
        <Controller
          control={control}
          name={`${path}.delay_time_unit`}
          render={({ field }) => (
            <TextField
              select
              sx={{ width: 120 }}
              value={field.value}
              onChange={field.onChange}
              slotProps={{ htmlInput: { 'aria-label': 'Delay unit', 'data-testid': `${testId}-delay-unit` } }}
            >
              {delayUnits.map((u) => (
                <MenuItem key={u} value={u}>
                  {u}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <Typography color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
          {index === 0 ? 'once a lead is found' : 'after the previous step'}
        </Typography>
      </Stack>

      {step.type === 'Condition' && (
        <ConditionStepFields
          index={index}
          kinds={
            step.condition && !conditionKinds.includes(step.condition)
              ? [...conditionKinds, step.condition]
              : conditionKinds
          }
        />
      )}
      {step.type === 'LI View' && <ViewStepFields index={index} />}
      {(step.type === 'LI Connect' || step.type === 'LI Message') && (
        <Controller
          control={control}
          name={`${path}.message`}
          render={({ field }) => (
            <Stack spacing={0.5}>
              <TemplatePicker
                testId={`${testId}-template`}
                onPick={(t) => {
                  // A template in a connect note is cut to 280 with the spec's notice (spec 3 §5).
                  const text = t.content.sequence[0]?.message ?? '';
                  const s = step.type === 'LI Connect' ? shortenForConnect(text) : { text, notice: null };
                  field.onChange(s.text);
                  if (s.notice) toast.show({ message: s.notice, type: 'info', autoCloseTime: 3000 });
                }}
              />
              <MessageField
                label={step.type === 'LI Connect' ? 'Invitation note (optional)' : 'Message'}
                value={field.value ?? ''}
                onChange={field.onChange}
                maxLength={step.type === 'LI Connect' ? connectMessageMaxLength : inboxMessageMaxLength}
                connectNote={step.type === 'LI Connect'}
                error={stepErrors?.message?.message}
                testId={`${testId}-message`}
              />
            </Stack>
          )}
        />
      )}
      {step.type === 'LI Connect' && toggle('view', 'View the profile before inviting')}
      {step.type === 'LI Connect' && <ConnectStepFields index={index} />}
      {step.type === 'Email' && <EmailStepFields index={index} />}
      {step.type === 'InMail Message' && <InMailStepFields index={index} />}
      {step.type === 'Chained messages' && <ChainedMessagesStepFields index={index} />}
      {step.type === 'Twitter DM' && <XDmStepFields index={index} />}
      {step.type === 'Twitter Follow' && <XFollowStepFields index={index} />}
      {step.type === 'Group Message' && <GroupMessageStepFields index={index} />}
      {step.type === 'Event Message' && <EventMessageStepFields index={index} />}
      {step.type === 'Invite to event' && (
        <Typography color="text.secondary" data-testid={`${testId}-invite-hint`}>
          Invites the lead to the campaign’s event (1st-degree connections only)
        </Typography>
      )}
      {step.type === 'Invite to company' && (
        <Typography color="text.secondary" data-testid={`${testId}-invite-hint`}>
          Invites the lead to follow the campaign’s company page (1st-degree connections only; LinkedIn gives
          a page 250 invitation credits a month)
        </Typography>
      )}
    </Paper>
  );
}
