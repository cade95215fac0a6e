package dialecttest

import (
	"crypto/sha256"
	"encoding/hex"
	"io/fs"
	"os"
	"path/filepath"
	"testing"
)

// specSums are the SHA-256 sums recorded in cmd/uridialect/internal/spectext/specs/SOURCES.md
// when the texts were collected, by path under cmd/uridialect/internal/spectext/specs.
var specSums = map[string]string{
	"rfc1630.txt":                        "24c5ab42d657f62032d9a73900cea85ee303c08ee4843057e48270e1e345cae1",
	"draft-ietf-uri-relative-url-01.txt": "639e505b70c22c83420d1b972a453bcfd8ebdb70409678068a00e2d7f135a2dd",
	"rfc1808.txt":                        "ea3895bbf4c7caeccb232f85b71fabd8554b2d93bd5df0260e268426f006657e",
	"rfc2396.txt":                        "67866c0aaa65b29372b4c7ca80ffdfa6caee825088593f4b8b296bff3c05cdc7",
	"rfc3986.txt":                        "3102dae4b68cebe40337730312fcb612297b8928547267e8b3d1ee6002b2d683",
	"rfc1738.txt":                        "38c7b8f133739e5559be24ff17e68c3602ca5aa3a24e72a888a8ec49bcd8dbda",
	"rfc2732.txt":                        "dadcad8a716449d06d3ad42f2428c09b68af5424a382185d244d1eeec1a5076e",
	"rfc2068.txt":                        "d6c4e471389f2d309ab1f90881576542c742f95b115336a346447d052e0477cf",
	"draft-ietf-mhtml-rev-07.txt":        "2775099ab485a2a750122ed412b8e51fcb20c4084b4a7bada1a6b493b36ece37",
	"rfc1866.txt":                        "fb868a2d946c25b621ee8afaa1cbf0e4d609ffc26f88bcd188f9684e9be7152c",
	"rfc2110.txt":                        "ff9b3d260a1f0f88570ba22edb973f91ffdbe4b592c8523e7a03aa2ef678024d",
	"rfc2557.txt":                        "65b31b58aa2f5e2bab15745d8e0330031a20382a90f097fe0b392bcd9b8cd6c9",

	"dtd/REC-html32-19970114/HTML32.dtd":       "169e613074b47cb36b5e6d878e68995958963e6f51d23dc3126ab946ff95036e",
	"dtd/REC-html401-19991224/strict.dtd":      "b286ff1eaa438fd4a8510000e0acb2e6568ecb8d1406157f509e957e6070f9cc",
	"dtd/REC-html401-19991224/loose.dtd":       "193c294dd5df542297dd8f6109916776f7ef274691a3cb98c9fcc7a4a00cfb49",
	"dtd/REC-html401-19991224/frameset.dtd":    "5be98c2e61b4ebc90244cb8891c28764258406d0edbac56fc705dacaa2f56cef",
	"dtd/REC-html401-19991224/HTMLlat1.ent":    "bfb513fc45ce86e68361f3a11893bcbd1063c585ef693939a5a70014ef89fe4a",
	"dtd/REC-html401-19991224/HTMLsymbol.ent":  "b0d99924bd738f4dee504e1f640a5cec163e66ea2a87b180159ae71c0ab2551d",
	"dtd/REC-html401-19991224/HTMLspecial.ent": "85e168c5057a0db368d36df1841c87132a5eaca89663cbd86f63b1c192d283d3",
}

// TestSpecTextsAreByteExact guards the texts every transcription is checked
// against: a changed byte would let a wrong table pass.
func TestSpecTextsAreByteExact(t *testing.T) {
	const dir = "../../../cmd/uridialect/internal/spectext/specs"
	err := filepath.WalkDir(dir, func(path string, e fs.DirEntry, err error) error {
		if err != nil || e.IsDir() || e.Name() == "SOURCES.md" {
			return err
		}
		name, err := filepath.Rel(dir, path)
		if _, ok := specSums[filepath.ToSlash(name)]; !ok {
			t.Errorf("cmd/uridialect/internal/spectext/specs/%s has no sum: record it in SOURCES.md and here", name)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	for name, want := range specSums {
		data, err := os.ReadFile(filepath.Join("../../../cmd/uridialect/internal/spectext/specs", name))
		if err != nil {
			t.Error(err)
			continue
		}
		sum := sha256.Sum256(data)
		if got := hex.EncodeToString(sum[:]); got != want {
			t.Errorf("%s: sha256 %s, want %s", name, got, want)
		}
	}
}
