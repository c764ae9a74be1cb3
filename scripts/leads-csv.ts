/** The export moved to lib/leads/csv.ts, shared with the console; kept so that the command's import stands. */
export { csvCell, leadsCsv } from "@/lib/leads/csv";
