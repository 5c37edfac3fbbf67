import PersonSearch from '@mui/icons-material/PersonSearchOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Conversation } from '../api/inboxApi.ts';

const sourceLabel = { linkedin: '', inmail: 'InMail', 'sales-navigator': 'Sales Navigator' } as const;

/**
 * The conversations of one page, each with a selection box for the bulk actions. A click on a row
 * opens its conversation; a click on the person (picture or name) of a one-to-one row goes to
 * `onPerson` instead (the inbox opens the lead or connection drawer there). The picture and the name
 * stay part of the row's one button, not controls nested in it; for keyboard and screen-reader users
 * the same drawer has its own button beside the row ("Open profile of …"), next in the tab order
 * after the row, before its selection box.
 */
export function ConversationListPane({
  rows,
  selectedId,
  checked,
  onOpen,
  onPerson,
  onCheck,
}: {
  rows: Conversation[];
  selectedId: string | null;
  checked: Set<string>;
  onOpen(c: Conversation): void;
  onPerson?(c: Conversation): void;
  onCheck(id: string, on: boolean): void;
}) {
  return (
    <List dense disablePadding data-testid="conversation-list" aria-label="Conversations">
      {rows.map((c) => {
        const who =
          c.isGroup && c.groupTitle
            ? c.groupTitle
            : `${c.from?.firstName ?? ''} ${c.from?.lastName ?? ''}`.trim();
        // Two targets of the same person: the picture and the name.
        const person =
          onPerson && !c.isGroup && c.from?.publicId
            ? {
                'data-testid': 'conversation-row-person',
                onClick: (e: React.MouseEvent) => {
                  e.stopPropagation();
                  onPerson(c);
                },
              }
            : undefined;
        const personSx = person ? { cursor: 'pointer', '&:hover': { textDecoration: 'underline' } } : {};
        return (
          <ListItem
            key={c.conversationId}
            disablePadding
            data-testid="conversation-row"
            data-conversation-id={c.conversationId}
            data-unread={c.unreadCount > 0 ? 'true' : 'false'}
            // Room for the profile button beside the selection box.
            sx={person ? { '&& > .MuiListItemButton-root': { pr: 11 } } : undefined}
            secondaryAction={
              <Box sx={{ display: 'flex', alignItems: 'center' }}>
                {person && (
                  <Tooltip title="Open profile">
                    <IconButton
                      size="small"
                      aria-label={`Open profile of ${who}`}
                      data-testid="conversation-row-profile"
                      onClick={() => onPerson?.(c)}
                    >
                      <PersonSearch fontSize="small" />
                    </IconButton>
                  </Tooltip>
                )}
                <Checkbox
                  edge="end"
                  size="small"
                  checked={checked.has(c.conversationId)}
                  onChange={(e) => onCheck(c.conversationId, e.target.checked)}
                  slotProps={{ input: { 'aria-label': `Select conversation with ${who}` } }}
                />
              </Box>
            }
          >
            <ListItemButton selected={c.conversationId === selectedId} onClick={() => onOpen(c)}>
              <ListItemAvatar>
                <Badge color="primary" variant="dot" invisible={c.unreadCount === 0}>
                  <Avatar src={c.from?.imageUrl ?? undefined} alt={who} {...person} sx={personSx}>
                    {who.slice(0, 1)}
                  </Avatar>
                </Badge>
              </ListItemAvatar>
              <ListItemText
                primary={
                  <Box component="span" sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
                    <Typography
                      component="span"
                      variant="body2"
                      noWrap
                      {...person}
                      sx={{ fontWeight: c.unreadCount ? 700 : 400, ...personSx }}
                    >
                      {who}
                    </Typography>
                    <Typography component="span" variant="caption" color="text.secondary" noWrap>
                      {sourceLabel[c.source]}
                    </Typography>
                  </Box>
                }
                secondary={c.subject ? `${c.subject} · ${c.content}` : c.content}
                slotProps={{ secondary: { noWrap: true } }}
              />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
