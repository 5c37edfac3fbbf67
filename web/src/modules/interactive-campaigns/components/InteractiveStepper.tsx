import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import Stepper from '@mui/material/Stepper';
import { useNavigate } from 'react-router-dom';
import {
  type InteractiveStep,
  interactivePath,
  interactiveStepLabels,
  interactiveSteps,
} from '../interactiveSteps.ts';

/** The four screens as steps; once the campaign exists each one opens its screen. */
export function InteractiveStepper({ step, campaignId }: { step: InteractiveStep; campaignId?: string }) {
  const navigate = useNavigate();
  return (
    <Stepper nonLinear activeStep={interactiveSteps.indexOf(step)} sx={{ mb: 3, maxWidth: 720 }}>
      {interactiveSteps.map((s) => (
        <Step key={s} completed={false}>
          <StepButton
            disabled={!campaignId}
            onClick={() => navigate(interactivePath(s, campaignId))}
            data-testid={`interactive-step-${s}`}
          >
            {interactiveStepLabels[s]}
          </StepButton>
        </Step>
      ))}
    </Stepper>
  );
}
