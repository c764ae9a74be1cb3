import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { adminCopy } from "@/content/admin";
import { LEAD_STAGES } from "@/lib/leads/stages";

import { ActionForm } from "./action-form";

const copy = adminCopy.stages;

export function StageForm({ leadPath }: { leadPath: string }) {
  return (
    <ActionForm path={`${leadPath}/stage`} label={copy.button} variant="primary" className="mt-3">
      <div className="flex flex-col gap-1">
        <Label htmlFor="stage-name">{copy.stageLabel}</Label>
        <select id="stage-name" name="stage" required className="control min-h-11">
          {LEAD_STAGES.map((stage) => (
            <option key={stage} value={stage}>
              {stage}
            </option>
          ))}
        </select>
      </div>
      <div className="flex flex-col gap-1">
        <Label htmlFor="stage-value">{copy.valueLabel}</Label>
        <Input id="stage-value" name="value" type="number" min={0} step="0.01" inputMode="decimal" />
      </div>
    </ActionForm>
  );
}
