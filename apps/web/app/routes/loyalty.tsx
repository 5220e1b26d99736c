export default function Page() {
  return (
    <main>
      <h1>loyalty</h1>
    </main>
  );
}
