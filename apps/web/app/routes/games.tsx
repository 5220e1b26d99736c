export default function Page() {
  return (
    <main>
      <h1>games</h1>
    </main>
  );
}
