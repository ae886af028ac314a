import { Counter } from './counter';

/** The peer page: a heading, a paragraph and one client component, which is what every Next.js page ships at least. */
export default function Page() {
  return (
    <main>
      <h1>Bare Next.js</h1>
      <p>One server-rendered page with one client component, built with the same Next.js and React.</p>
      <Counter />
    </main>
  );
}
