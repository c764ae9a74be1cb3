/**
 * A server process's lead pipeline without the web server: started and stopped exactly as instrumentation.ts does
 * it, configured by the environment. The SIGTERM test runs it as a real child process.
 */
import { startLeadPipeline, stopLeadPipeline } from "@/lib/leads/runtime";
import { exitOnSignals } from "@/lib/leads/shutdown";

exitOnSignals(stopLeadPipeline);
void startLeadPipeline().then(() => console.log("pipeline-ready"));
// Stays up like a server until a signal ends it.
setInterval(() => undefined, 60_000);
