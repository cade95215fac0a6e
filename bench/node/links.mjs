// The Node pipeline bench/links.sh measures `uridialect links -d whatwg`
// against: every response record of the WARCs named (webrecorder's
// warcio), each HTML one parsed by htmlparser2, and every URI-valued
// attribute resolved by the URL Standard's parser (new URL, ada in Node)
// against the record's URI or the page's BASE element; one line per link,
// document<TAB>reference<TAB>target, written to standard output. Run by
// bench/links.sh with warcio and htmlparser2 installed into a temporary
// folder from the npm registry.
import fs from "node:fs";
import { WARCParser } from "warcio";
import { Parser } from "htmlparser2";

// The URI-valued attributes of HTML 2.0 to 4.01 and the HTML Standard.
const uriAttrs = new Set(["href", "src", "action", "background", "cite", "codebase", "data",
  "longdesc", "usemap", "profile", "classid", "lowsrc", "dynsrc", "poster", "formaction", "manifest"]);

const out = [];
let pending = 0;
function write(line) {
  out.push(line);
  pending += line.length;
  if (pending > 1 << 20) {
    fs.writeSync(1, out.join(""));
    out.length = 0;
    pending = 0;
  }
}

let links = 0;
for (const file of process.argv.slice(2)) {
  const parser = new WARCParser(fs.createReadStream(file));
  for await (const record of parser) {
    if (record.warcType !== "response") continue;
    const ct = record.httpHeaders?.headers.get("content-type") || "";
    if (!ct.toLowerCase().includes("html")) continue;
    const uri = record.warcTargetURI;
    const body = await record.contentText();
    let base = uri;
    const found = [];
    const p = new Parser({
      onopentag(name, attrs) {
        if (name === "base" && attrs.href !== undefined) {
          try { base = new URL(attrs.href, uri).href; } catch { /* keep the record's URI */ }
        }
        for (const [k, v] of Object.entries(attrs)) {
          if (uriAttrs.has(k)) found.push(v);
        }
      },
    }, { decodeEntities: true, lowerCaseAttributeNames: true });
    p.write(body);
    p.end();
    for (const v of found) {
      let target = "";
      try { target = new URL(v, base).href; } catch { /* no URL: an empty target */ }
      write(uri + "\t" + v + "\t" + target + "\n");
      links++;
    }
  }
}
fs.writeSync(1, out.join(""));
process.stderr.write(`links: ${links}\n`);
