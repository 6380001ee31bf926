import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface ExportedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: string | number } }[];
}

interface ExportRequest {
  resourceSpans: {
    resource: { attributes: { key: string; value: { stringValue?: string } }[] };
    scopeSpans: { spans: ExportedSpan[] }[];
  }[];
}

/** An OTLP/HTTP collector on loopback that keeps what it is sent. */
export async function startCollector() {
  const received: ExportRequest[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.url === '/v1/traces') received.push(JSON.parse(Buffer.concat(chunks).toString()) as ExportRequest);
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    spans: () =>
      received.flatMap((batch) =>
        batch.resourceSpans.flatMap((each) => each.scopeSpans.flatMap((scope) => scope.spans)),
      ),
    services: () =>
      received.flatMap((batch) =>
        batch.resourceSpans.map(
          (each) => each.resource.attributes.find((attribute) => attribute.key === 'service.name')?.value.stringValue,
        ),
      ),
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
