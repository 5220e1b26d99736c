export default function Page() {
  return (
    <main>
      <h1>providers</h1>
    </main>
  );
}
