import { StepIndicator } from "@/components/forms/step-indicator";
import { roofingFunnel } from "@/content/roofing";

/** The roofing funnel's one count, the same on the form, the schedule and the final page. */
export function FunnelProgress({ step }: { step: 1 | 2 | 3 }) {
  return <StepIndicator steps={roofingFunnel.steps} current={step} label={roofingFunnel.stepLabel(step)} />;
}
