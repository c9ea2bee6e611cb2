// The Shade extension: the grammar does the highlighting; this starts `shade lsp` (the path in
// the `shade.server.path` setting, `shade` on PATH by default; empty turns it off) as the
// language server for `.shade` files. Run `npm install`
// in this folder once to fetch vscode-languageclient.
const vscode = require("vscode");

let client;

function activate(context) {
  const command = vscode.workspace.getConfiguration("shade").get("server.path", "shade");
  if (!command) return;
  let languageClient;
  try {
    languageClient = require("vscode-languageclient/node");
  } catch (error) {
    vscode.window.showWarningMessage("Shade: run `npm install` in the extension's folder to start `shade lsp`.");
    return;
  }
  const server = { command, args: ["lsp"] };
  client = new languageClient.LanguageClient(
    "shade",
    "Shade",
    { run: server, debug: server },
    {
      documentSelector: [{ scheme: "file", language: "shade" }, { scheme: "untitled", language: "shade" }],
      // Theme files changed on disk (an import that is not open) are checked again.
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher("**/*.shade") },
    }
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  client.start();
}

function deactivate() {
  return client ? client.stop() : undefined;
}

module.exports = { activate, deactivate };
