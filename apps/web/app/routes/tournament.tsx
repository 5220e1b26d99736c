export default function Page() {
  return (
    <main>
      <h1>tournament</h1>
    </main>
  );
}
