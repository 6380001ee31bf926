/**
 * A metric's value from an instance's Prometheus /metrics, summed over its label sets; with
 * `labels` (e.g. `outcome="shared"`), over the sets that hold it only.
 */
export async function metric(metricsUrl: string, name: string, labels = ''): Promise<number> {
  const text = await (await fetch(metricsUrl)).text();
  return text
    .split('\n')
    .filter((line) => line.startsWith(`${name}{`) || line.startsWith(`${name} `))
    .filter((line) => line.includes(labels))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}
