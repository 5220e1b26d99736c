export default function Page() {
  return (
    <main>
      <h1>provider</h1>
    </main>
  );
}
