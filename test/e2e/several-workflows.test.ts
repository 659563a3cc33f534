// Two Stream Trigger workflows and a Fortnox Trigger workflow on one company in a real n8n
// (test/e2e/several-workflows.ts), then ten Stream Trigger and two Fortnox Trigger workflows
// (test/e2e/ten-workflows.ts), and a Stream Trigger over several client companies (test/e2e/trigger-companies.ts).
import { describeSeveralTriggerWorkflows } from './several-workflows';
import { describeTenWorkflows } from './ten-workflows';
import { describeTriggerOverCompanies } from './trigger-companies';
import { useRealN8n } from './harness';

const real = useRealN8n({ sandbox: { rateLimit: true, recordRequests: true } });

describeSeveralTriggerWorkflows(real);
describeTenWorkflows(real);
describeTriggerOverCompanies(real);
