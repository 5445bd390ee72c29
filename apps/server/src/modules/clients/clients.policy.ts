/**
 * Client Management is for advisors of the session's firm: its routes are declared at the advisor
 * access level (http/access-scope.ts), and every client query is scoped by the advisor's firmId.
 */
export { advisorOf, isAdvisor, type AdvisorScope } from '../auth/access.policy.js';
