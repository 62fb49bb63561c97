import { useDocumentTitle } from '../../../lib/use-document-title';
import { EndpointCard } from './endpoint-card';
import './test-api-page.css';

/** Spec section 2, /test-api: a quick way to see that the API answers, from the browser. */
export function TestApiPage() {
  useDocumentTitle('API test');
  return (
    <div className="container test-api">
      <header className="test-api__header">
        <h1>API test</h1>
        <p className="text-muted">Call the API's public endpoints from this browser and see exactly what comes back.</p>
      </header>
      <div className="test-api__grid">
        <EndpointCard title="Hello" description="A greeting from the server." path="/api/hello" action="Test Hello" />
        <EndpointCard
          title="Health"
          description="Whether the server and its database are up."
          path="/api/health"
          action="Test Health"
        />
      </div>
    </div>
  );
}
