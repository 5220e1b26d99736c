export default function Page() {
  return (
    <main>
      <h1>profile-index</h1>
    </main>
  );
}
