/** The 15 timezones of docs/requirements/accounts.md §2: the label users see and the IANA zone dates are computed in. */
export const timezones = [
  { id: 'UTC', label: 'UTC', iana: 'UTC' },
  { id: 'Eastern', label: 'Eastern', iana: 'America/New_York' },
  { id: 'Central', label: 'Central', iana: 'America/Chicago' },
  { id: 'Mountain', label: 'Mountain', iana: 'America/Denver' },
  { id: 'Pacific', label: 'Pacific', iana: 'America/Los_Angeles' },
  { id: 'London', label: 'London', iana: 'Europe/London' },
  { id: 'Paris', label: 'Paris', iana: 'Europe/Paris' },
  { id: 'Istanbul', label: 'Istanbul', iana: 'Europe/Istanbul' },
  { id: 'Dubai', label: 'Dubai', iana: 'Asia/Dubai' },
  { id: 'Karachi', label: 'Karachi', iana: 'Asia/Karachi' },
  { id: 'Delhi', label: 'Delhi', iana: 'Asia/Kolkata' },
  { id: 'Singapore', label: 'Singapore', iana: 'Asia/Singapore' },
  { id: 'Beijing', label: 'Beijing', iana: 'Asia/Shanghai' },
  { id: 'Tokyo', label: 'Tokyo', iana: 'Asia/Tokyo' },
  { id: 'Sydney', label: 'Sydney', iana: 'Australia/Sydney' },
] as const;

export type TimezoneId = (typeof timezones)[number]['id'];
export const timezoneIds = timezones.map((t) => t.id) as [TimezoneId, ...TimezoneId[]];
export const defaultTimezone: TimezoneId = 'UTC';
