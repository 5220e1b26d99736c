export default function Page() {
  return (
    <main>
      <h1>profile-documents</h1>
    </main>
  );
}
