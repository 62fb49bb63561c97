import { CircleAlert, CircleCheck, Play } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { callEndpoint, type EndpointResult } from '../api/call-endpoint';

interface EndpointCardProps {
  title: string;
  description: string;
  path: string;
  action: string;
}

/** A button that calls one endpoint, and the status and body of its answer. */
export function EndpointCard({ title, description, path, action }: EndpointCardProps) {
  const titleId = useId();
  const [result, setResult] = useState<EndpointResult | null>(null);
  const [pending, setPending] = useState(false);

  async function run() {
    setPending(true);
    setResult(await callEndpoint(path));
    setPending(false);
  }

  return (
    <Card as="section" className="endpoint-card" aria-labelledby={titleId}>
      <div className="endpoint-card__head">
        <div>
          <h2 id={titleId}>{title}</h2>
          <p className="text-muted">{description}</p>
        </div>
        <code className="endpoint-card__path">GET {path}</code>
      </div>
      <Button onClick={() => void run()} busy={pending} busyText="Calling..." icon={<Play aria-hidden="true" />}>
        {action}
      </Button>
      <div className="endpoint-card__result" aria-live="polite">
        {result?.kind === 'response' && (
          <>
            <p className={`endpoint-status endpoint-status--${result.ok ? 'ok' : 'error'}`}>
              {result.ok ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
              <span>
                HTTP {result.status}
                {result.statusText ? ` ${result.statusText}` : ''}
              </span>
            </p>
            <pre className="endpoint-card__body" tabIndex={0} aria-label={`Response body of ${path}`}>
              {result.body || '(empty body)'}
            </pre>
          </>
        )}
        {result?.kind === 'network-error' && (
          <p className="endpoint-status endpoint-status--error">
            <CircleAlert aria-hidden="true" />
            <span>The request failed before reaching the server: {result.message}</span>
          </p>
        )}
      </div>
    </Card>
  );
}
