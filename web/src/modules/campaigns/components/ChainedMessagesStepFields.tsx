import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { inboxMessageMaxLength } from '@outreach/shared/constants/outreach';
import { Controller, useFieldArray, useFormContext } from 'react-hook-form';
import { MessageField } from './MessageField.tsx';
import type { SequenceFormShape } from './SequenceStepCard.tsx';

/** OURS: the most messages in a chain (the shared schema's limit). */
const maxChainedMessages = 10;

/**
 * The Chained messages step's fields (spec 3 §3, §4): messages sent one after the other as separate
 * LinkedIn messages, two to start with; each takes placeholders and up to 8,000 characters.
 */
export function ChainedMessagesStepFields({ index }: { index: number }) {
  const { control, formState } = useFormContext<SequenceFormShape>();
  const path = `touchSequence.sequence.${index}.chainedMessages` as const;
  const { fields, append, remove } = useFieldArray({ control, name: path });
  const errors = formState.errors.touchSequence?.sequence?.[index]?.chainedMessages;
  const testId = `step-${index}-chained`;
  return (
    <Stack spacing={1.5} data-testid={testId}>
      <Typography variant="body2" color="text.secondary">
        Each message is sent on its own, in this order.
      </Typography>
      {fields.map((f, i) => (
        <Stack key={f.id} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <Controller
            control={control}
            name={`${path}.${i}.message`}
            render={({ field }) => (
              <Stack sx={{ flex: 1 }}>
                <MessageField
                  label={`Message ${i + 1}`}
                  value={field.value ?? ''}
                  onChange={field.onChange}
                  maxLength={inboxMessageMaxLength}
                  error={errors?.[i]?.message?.message}
                  testId={`${testId}-${i}`}
                />
              </Stack>
            )}
          />
          <Tooltip title="Remove message">
            <span>
              <IconButton
                aria-label={`Remove message ${i + 1}`}
                onClick={() => remove(i)}
                disabled={fields.length <= 1}
                data-testid={`${testId}-${i}-remove`}
              >
                <DeleteOutline />
              </IconButton>
            </span>
          </Tooltip>
        </Stack>
      ))}
      <Button
        startIcon={<Add />}
        variant="text"
        sx={{ alignSelf: 'flex-start' }}
        disabled={fields.length >= maxChainedMessages}
        onClick={() => append({ message: '' })}
        data-testid={`${testId}-add`}
      >
        Add message
      </Button>
    </Stack>
  );
}
