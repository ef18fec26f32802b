-- Headless Neovim as an LSP client of `nss lsp`: opens $THEME, waits for diagnostics and writes
-- them to $OUT as "line:column message" (zero-based, as Neovim keeps them). Run by
-- Tests/Scripts/test_lsp.sh.
vim.cmd("edit " .. os.getenv("THEME"))
local client = vim.lsp.start_client({ name = "nss", cmd = { os.getenv("NSS"), "lsp" }, root_dir = vim.fn.getcwd() })
vim.lsp.buf_attach_client(0, client)
vim.wait(10000, function() return #vim.diagnostic.get(0) > 0 end, 50)
local lines = {}
for _, diagnostic in ipairs(vim.diagnostic.get(0)) do
  table.insert(lines, string.format("%d:%d %s", diagnostic.lnum, diagnostic.col, diagnostic.message))
end
vim.fn.writefile(lines, os.getenv("OUT"))
vim.lsp.get_client_by_id(client).stop()
vim.cmd("qa!")
