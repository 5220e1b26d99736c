export default function Page() {
  return (
    <main>
      <h1>contact</h1>
    </main>
  );
}
