export { clockStartFrom, FileOffsetClock as LocalClock } from '@outreach/functions/adapters/local/file-clock';
