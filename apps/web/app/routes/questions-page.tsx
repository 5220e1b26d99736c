export default function Page() {
  return (
    <main>
      <h1>questions-page</h1>
    </main>
  );
}
