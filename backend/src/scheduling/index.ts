/** scheduling: the app's one clock, composing every feature's scheduled job. Public face: the module. */
export { ScheduledJobsModule } from './scheduled-jobs.module';
