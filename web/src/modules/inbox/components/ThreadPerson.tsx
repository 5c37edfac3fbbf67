import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useSWR from 'swr';
import { isApiError } from '../../api/apiError.ts';
import {
  type Connection,
  connectionKeys,
  contactKeys,
  type LeadInfo,
} from '../../contacts/api/contactsApi.ts';
import { LeadDrawerLink } from '../../contacts/components/LeadDrawerLink.tsx';
import type { Conversation } from '../api/inboxApi.ts';
import { participantRef } from '../participantRef.ts';

type Participant = NonNullable<Conversation['from']>;

/**
 * The thread's person: picture, name and headline. When the person is a lead of the team or (in the
 * user's own inbox) one of their connections, the picture and name open the shell's drawer on them
 * (spec 3 §2: `person={entityUrn}` on any page); anyone else is shown as plain text.
 */
export function ThreadPerson({ person, ownInbox }: { person: Participant | null; ownInbox: boolean }) {
  const ref = participantRef(person);
  const lead = useSWR<LeadInfo>(ref ? contactKeys.lead(ref) : null, { shouldRetryOnError: false });
  const connection = useSWR<Connection>(
    ref && ownInbox && isApiError(lead.error, 404) ? connectionKeys.one(ref) : null,
    { shouldRetryOnError: false },
  );
  const name = `${person?.firstName ?? ''} ${person?.lastName ?? ''}`.trim();
  const shown = (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
      <Avatar src={person?.imageUrl ?? undefined} alt="" sx={{ width: 40, height: 40 }}>
        {name[0]}
      </Avatar>
      <Typography variant="h6" data-testid="thread-person-name">
        {name}
      </Typography>
    </Stack>
  );
  return (
    <Box data-testid="thread-person">
      {ref && (lead.data || connection.data) ? (
        <LeadDrawerLink person={ref}>
          <Box
            component="span"
            sx={{ display: 'inline-block', cursor: 'pointer' }}
            data-testid="thread-person-link"
          >
            {shown}
          </Box>
        </LeadDrawerLink>
      ) : (
        shown
      )}
      {person?.headline && (
        <Typography variant="body2" color="text.secondary">
          {person.headline}
        </Typography>
      )}
    </Box>
  );
}
