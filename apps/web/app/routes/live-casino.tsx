export default function Page() {
  return (
    <main>
      <h1>live-casino</h1>
    </main>
  );
}
