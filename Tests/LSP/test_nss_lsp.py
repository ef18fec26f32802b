"""`nss lsp` driven by a real LSP client (pytest-lsp with pygls) over standard input and output.

Run by Tests/Scripts/test_lsp.sh with NSS pointing at the built `nss` executable.
"""
import os
import sys

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

NSS = os.environ.get("NSS", os.path.join(os.path.dirname(__file__), "..", "..", ".build", "debug", "nss"))


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[NSS, "lsp"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


@pytest.mark.asyncio
async def test_diagnostics_after_open_and_change(client: LanguageClient):
    uri = "file:///tmp/brand.nss"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1,
                                             text="/* é */ Label { font-colour: red; }\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    diagnostics = client.diagnostics[uri]
    assert [d.code for d in diagnostics] == ["unknown-property"]
    assert diagnostics[0].range.start == types.Position(line=0, character=16)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=0, character=25), end=types.Position(line=0, character=26)),
            text="")]))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_formatting(client: LanguageClient):
    uri = "file:///tmp/format.nss"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text="Label{font-color:red}\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert [edit.new_text for edit in edits] == ["Label {\n    font-color: red;\n}\n"]


@pytest.mark.asyncio
async def test_unknown_request_is_an_error_and_the_server_goes_on(client: LanguageClient):
    with pytest.raises(Exception) as failure:
        await client.protocol.send_request_async("nss/unknown", {})
    assert "method not found" in str(failure.value)
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=types.TextDocumentIdentifier(uri="file:///tmp/none.nss"),
        options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    assert edits is None


@pytest.mark.asyncio
async def test_the_files_configuration_applies(client: LanguageClient, tmp_path):
    (tmp_path / ".nsslint.json").write_text('{"rules": {"unknown-property": "off"}}')
    uri = (tmp_path / "quiet.nss").as_uri()
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1,
                                             text="Label { font-colour: red; }\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    assert list(client.diagnostics[uri]) == []


@pytest.mark.asyncio
async def test_symbols_hover_and_definition(client: LanguageClient):
    uri = "file:///tmp/navigation.nss"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1,
                                             text="@brand: #0070F2;\nLabel { font-color: @brand; }\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    symbols = await client.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [symbol.name for symbol in symbols] == ["@brand", "Label"]
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=10)))
    assert "#0070F2FF" in hover.contents.value
    location = await client.text_document_definition_async(types.DefinitionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=22)))
    assert location.range.start == types.Position(line=0, character=0)


@pytest.mark.asyncio
async def test_code_action_fixes_a_typo(client: LanguageClient):
    uri = "file:///tmp/actions.nss"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1,
                                             text="Label { font-colour: red; }\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=types.TextDocumentIdentifier(uri=uri),
        range=types.Range(start=types.Position(line=0, character=10), end=types.Position(line=0, character=10)),
        context=types.CodeActionContext(diagnostics=[])))
    assert [action.title for action in actions] == ["replace with 'font-color'"]
    assert actions[0].edit.changes[uri][0].new_text == "font-color"


@pytest.mark.asyncio
async def test_completion_of_properties(client: LanguageClient):
    uri = "file:///tmp/complete.nss"
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="nss", version=1, text="Label {\n    fo\n}\n")))
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=6)))
    labels = [item.label for item in result.items]
    assert "font-color" in labels and "thumb-color" not in labels
