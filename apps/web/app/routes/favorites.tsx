export default function Page() {
  return (
    <main>
      <h1>favorites</h1>
    </main>
  );
}
