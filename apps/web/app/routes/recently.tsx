export default function Page() {
  return (
    <main>
      <h1>recently</h1>
    </main>
  );
}
