import { AgentQuoteForm } from '../components/agent-quote-form';

/** /pricing/cotizador: pricing enters an agent's costs on its behalf. */
export function PricingQuoterPage() {
  return <AgentQuoteForm />;
}
