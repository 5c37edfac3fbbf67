import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type PaidPlanName, paidPlanNames, planLabels } from '@outreach/shared/plans/catalogue';

/** The paid plans to choose from (new subscription and change plan pages). */
export function PlanSelect({
  value,
  onChange,
}: {
  value: PaidPlanName;
  onChange: (p: PaidPlanName) => void;
}) {
  return (
    <TextField
      select
      label="Plan"
      size="small"
      fullWidth
      value={value}
      onChange={(e) => onChange(e.target.value as PaidPlanName)}
    >
      {paidPlanNames.map((p) => (
        <MenuItem key={p} value={p}>
          {planLabels[p]}
        </MenuItem>
      ))}
    </TextField>
  );
}
