export default function Page() {
  return (
    <main>
      <h1>bonuses</h1>
    </main>
  );
}
