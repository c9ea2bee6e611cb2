/// The swatch sheet's stylesheet. Every table is laid out by its first row at fixed widths (the
/// name, the type, then the appearances sharing what is left of the window), so the columns of
/// every section line up and nothing is wider than the window; a cell's text wraps.
extension HTMLPage {
    /// The rules that hide an appearance's column while its checkbox is cleared: for column
    /// `index`, the cells at position `index + 3` of every row (after the name and the type).
    static func columnRules(_ count: Int) -> String {
        guard count > 1 else { return "" }
        var rules = ""
        for index in 0..<count {
            rules += "body:has(#show-\(index):not(:checked)) :is(th, td):nth-child(\(index + 3)) { display: none; }\n"
        }
        return rules
    }

    static let style = """
        :root { color-scheme: light; font: 14px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1c1c1e;
          background: #f6f6f8; }
        body { margin: 0; padding: 24px 32px 48px; }
        h1 { font-size: 22px; margin: 0 0 4px; } header p { margin: 0 0 12px; color: #6b6b73; }
        h2 { font-size: 16px; font-weight: 650; color: #3a3a40; margin: 28px 0 8px; }
        .picker { position: sticky; top: 0; z-index: 1; margin: 0 -32px; padding: 8px 32px 10px; border: 0;
          background: #f6f6f8e8; backdrop-filter: blur(6px); }
        .picker legend { float: left; margin: 5px 10px 0 0; font-size: 12px; font-weight: 600; color: #6b6b73; }
        .picker label { display: inline-block; margin: 2px 4px 2px 0; padding: 3px 10px 3px 6px; border-radius: 14px;
          font-size: 12px; background: #fff; box-shadow: inset 0 0 0 1px #d4d4dc; cursor: pointer; }
        .picker label:has(:checked) { background: #e8edff; box-shadow: inset 0 0 0 1px #3c64f4; }
        .picker input { margin: 0 4px 0 0; vertical-align: -2px; }
        table { table-layout: fixed; width: 100%; border-collapse: collapse; background: #fff; border-radius: 10px;
          overflow: hidden; box-shadow: 0 1px 3px #0002; }
        th, td { padding: 8px 10px; text-align: left; border-bottom: 1px solid #ececf0; vertical-align: middle;
          overflow: hidden; overflow-wrap: break-word; }
        thead th { font-size: 12px; font-weight: 600; color: #6b6b73; background: #fafafc; }
        thead th:nth-child(1) { width: 200px; } thead th:nth-child(2) { width: 76px; }
        tbody th { font-weight: 600; } td.type { color: #8e8e96; font-size: 12px; }
        .note { margin: 2px 0 0; font-weight: 400; font-size: 12px; color: #8e8e96; }
        code { font: 12px ui-monospace, "SF Mono", Menlo, monospace; color: #3a3a40; }
        .t { display: inline-block; vertical-align: middle; max-width: calc(100% - 36px); }
        .t > * { display: block; width: fit-content; }
        .swatch { display: inline-block; width: 28px; height: 28px; border-radius: 6px; margin-right: 8px;
          vertical-align: middle; background: repeating-conic-gradient(#ddd 0 25%, #fff 0 50%) 0 0 / 10px 10px;
          box-shadow: inset 0 0 0 1px #0002; overflow: hidden; }
        .swatch > span { display: block; width: 100%; height: 100%; box-shadow: inset 0 0 0 1px #0002;
          border-radius: 6px; }
        .bar { display: block; max-width: 100%; height: 8px; border-radius: 4px; background: #3c64f4;
          margin: 2px 0 6px; }
        .clock { display: inline-block; width: 24px; height: 24px; border-radius: 50%; margin-right: 8px;
          vertical-align: middle; background: conic-gradient(#3c64f4 calc(var(--turn) * 1turn), #e3e6f0 0);
          box-shadow: inset 0 0 0 1px #0002; }
        .font { display: block; margin-bottom: 2px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
        .stage { display: block; width: fit-content; padding: 10px 14px; margin-bottom: 4px; border-radius: 8px;
          background: #f2f2f5; }
        .stage > span { display: block; width: 40px; height: 24px; border-radius: 6px; background: #fff; }
        .stage.dark { background: #1c1c1e; } .stage.dark > span { background: #2c2c2e; }
        .box { display: block; width: 40px; height: 24px; border-radius: 6px; margin-bottom: 4px; }
        .box.strip { width: 100%; max-width: 120px; }
        .sample { display: inline-block; padding: 2px 8px; border-radius: 4px; margin-right: 6px; font-weight: 600;
          box-shadow: inset 0 0 0 1px #0001; }
        .pass, .fail { font-size: 11px; font-weight: 700; padding: 1px 6px; border-radius: 8px; }
        .pass { color: #1d6b2c; background: #dff3e3; } .fail { color: #9b1c24; background: #fbe2e4; }
        .swatch > span.wide { background: var(--srgb); }
        @media (color-gamut: p3) { .swatch > span.wide { background: var(--p3); } }
        code.written { color: #6b6b73; overflow-wrap: anywhere; }
        .gamut { font-size: 11px; font-weight: 700; white-space: nowrap; padding: 1px 6px; border-radius: 8px;
          color: #8a4b00; background: #fdeccf; }
        """
}
