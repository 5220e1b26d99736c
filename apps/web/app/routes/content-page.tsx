export default function Page() {
  return (
    <main>
      <h1>content-page</h1>
    </main>
  );
}
