import { oneFileAtATime } from './one-file-at-a-time';

oneFileAtATime('integration');
