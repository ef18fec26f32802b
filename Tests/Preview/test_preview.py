"""`nss preview` loaded in a real headless Chromium (Debian's, through selenium and chromedriver).

Run by Tests/Scripts/test_preview.sh with NSS pointing at the built `nss` and PAGE at the page it
wrote for THEME: no console error, no request beyond the file, the computed colors of the styled
elements equal to `nss resolve --format json`, and a screenshot saved to SCREENSHOT.
"""
import base64
import json
import os
import pathlib
import subprocess

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

NSS, THEME, PAGE = os.environ["NSS"], os.environ["THEME"], os.environ["PAGE"]


def browser():
    options = Options()
    options.binary_location = "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1400,1600"):
        options.add_argument(argument)
    options.set_capability("goog:loggingPrefs", {"browser": "ALL", "performance": "ALL"})
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def css(hex_color):
    """#RRGGBBAA as Chromium computes it: rgb(r, g, b) when opaque, else rgba(r, g, b, a)."""
    r, g, b, a = (int(hex_color[i:i + 2], 16) for i in (1, 3, 5, 7))
    return f"rgb({r}, {g}, {b})" if a == 255 else f"rgba({r}, {g}, {b}, {round(a / 255, 3)})"


_resolved = {}


def resolved(class_path, state, scheme):
    """The attributes `nss resolve --format json` gives a class path in a state and scheme."""
    key = (class_path, state, scheme)
    if key not in _resolved:
        command = [NSS, "resolve", THEME, "--class", class_path, "--scheme", scheme, "--format", "json"]
        if state:
            command += ["--state", state]
        output = subprocess.run(command, capture_output=True, text=True, check=True).stdout
        _resolved[key] = {a["name"]: a["value"] for a in json.loads(output)["attributes"]}
    return _resolved[key]


LUMINANCE = """
const rgb = s => s.match(/[0-9.]+/g).map(Number);
const lum = c => { const [r, g, b] = c.slice(0, 3).map(v => { v /= 255;
  return v <= 0.04045 ? v / 12.92 : Math.pow((v + 0.055) / 1.055, 2.4); });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b; };
const style = getComputedStyle(arguments[0]);
let back = arguments[0], bg = style.backgroundColor;
while (back && rgb(bg).length === 4 && rgb(bg)[3] === 0) { back = back.parentElement;
  bg = back ? getComputedStyle(back).backgroundColor : 'rgb(255, 255, 255)'; }
const [a, b] = [lum(rgb(style.color)), lum(rgb(bg))];
return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
"""


def test_the_page_shows_the_resolved_colors_and_nothing_else():
    url = pathlib.Path(PAGE).resolve().as_uri()
    driver = browser()
    try:
        driver.get(url)
        errors = [entry for entry in driver.get_log("browser") if entry["level"] == "SEVERE"]
        assert errors == [], errors
        requests = set()
        for entry in driver.get_log("performance"):
            message = json.loads(entry["message"])["message"]
            if message["method"] == "Network.requestWillBeSent":
                requests.add(message["params"]["request"]["url"])
        assert requests <= {url}, requests
        checked = 0
        for element in driver.find_elements("css selector", "[data-class-path]"):
            path, scheme = element.get_attribute("data-class-path"), element.get_attribute("data-scheme")
            attributes = resolved(path, element.get_attribute("data-state"), scheme)
            for marker, css_property in (("data-color-from", "color"), ("data-background-from", "backgroundColor")):
                name = element.get_attribute(marker)
                if not name:
                    continue
                computed = driver.execute_script(f"return getComputedStyle(arguments[0]).{css_property}", element)
                assert computed == css(attributes[name]), (path, scheme, name, computed, attributes[name])
                checked += 1
            # Every drawn element says what it is: its text, or its accessible name.
            assert element.text.strip() or element.get_attribute("aria-label"), path
        assert checked >= 30, checked
        for kind in ("bar", "bar-item", "cell", "switch on", "switch", "button", "label"):
            assert driver.find_elements("css selector", f"[class='{kind}'][data-class-path]"), kind
        # The page's own text (title, explanation, headings, contrast marks) is readable whatever the
        # theme's colors, and so is the name of an element whose text color the theme leaves unset.
        for element in driver.find_elements("css selector", "header h1, header p, .chrome, .mark"):
            ratio = driver.execute_script(LUMINANCE, element)
            assert ratio >= 4.5, (element.text, ratio)
        for element in driver.find_elements("css selector", "[data-class-path]:not([data-color-from])"):
            if element.get_attribute("aria-label"):
                continue
            size = float(driver.execute_script("return parseFloat(getComputedStyle(arguments[0]).fontSize)", element))
            ratio = driver.execute_script(LUMINANCE, element)
            assert ratio >= (3 if size >= 18 else 4.5), (element.get_attribute("data-class-path"), ratio)
        # Marked are the pairs nsslint's low-contrast rule reports: text and background both the theme's.
        marked = driver.find_elements("css selector", "[data-low-contrast]")
        for element in marked:
            assert element.get_attribute("data-color-from") and element.get_attribute("data-background-from")
        swatches = driver.find_elements("css selector", "[data-swatch]")
        assert len(swatches) > 400 and "#" in swatches[0].text
        headline = driver.find_element("css selector", "[data-class-path$='_headlineLabel'][data-scheme='light']")
        footnote = driver.find_element("css selector", "[data-class-path$='_footnoteLabel'][data-scheme='light']")
        size = lambda element: float(driver.execute_script(
            "return parseFloat(getComputedStyle(arguments[0]).fontSize)", element))
        assert size(headline) > size(footnote)
        driver.save_screenshot(os.environ["SCREENSHOT"])
        # Printed, each element lists the declarations its colors come from, and the page prints.
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
        styled = driver.find_element("css selector", "[data-color-from][data-scheme='light']")
        after = driver.execute_script("return getComputedStyle(arguments[0], '::after').content", styled)
        assert " from " in after and ".nss:" in after, after
        pdf = base64.b64decode(driver.print_page())
        assert pdf.startswith(b"%PDF") and pdf.count(b"/Type /Page") >= 2, len(pdf)
    finally:
        driver.quit()
