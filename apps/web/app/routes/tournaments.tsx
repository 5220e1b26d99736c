export default function Page() {
  return (
    <main>
      <h1>tournaments</h1>
    </main>
  );
}
