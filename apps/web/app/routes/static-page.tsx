export default function Page() {
  return (
    <main>
      <h1>static-page</h1>
    </main>
  );
}
