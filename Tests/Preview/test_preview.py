"""`nss preview` loaded in a real headless Chromium (Debian's, through selenium and chromedriver).

Run by Tests/Scripts/test_preview.sh with NSS pointing at the built `nss` and PAGE at the page it
wrote for THEME: no console error, no request beyond the file, the computed colors of the styled
elements equal to `nss resolve --format json`, and a screenshot saved to SCREENSHOT.
"""
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


def resolved_font_color(class_path, scheme):
    output = subprocess.run([NSS, "resolve", THEME, "--class", class_path, "--scheme", scheme, "--format", "json"],
                            capture_output=True, text=True, check=True).stdout
    attributes = {a["name"]: a["value"] for a in json.loads(output)["attributes"]}
    return attributes.get("font-color")


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
            if "font-color from" not in (element.get_attribute("title") or ""):
                continue
            expected = resolved_font_color(element.get_attribute("data-class-path"),
                                           element.get_attribute("data-scheme"))
            computed = driver.execute_script("return getComputedStyle(arguments[0]).color", element)
            assert computed == css(expected), (element.get_attribute("data-class-path"), computed, expected)
            checked += 1
        assert checked >= 5, checked
        swatches = driver.find_elements("css selector", "[data-swatch]")
        assert len(swatches) > 400 and "#" in swatches[0].text
        headline = driver.find_element("css selector", "[data-class-path$='_headlineLabel'][data-scheme='light']")
        footnote = driver.find_element("css selector", "[data-class-path$='_footnoteLabel'][data-scheme='light']")
        size = lambda element: float(driver.execute_script(
            "return parseFloat(getComputedStyle(arguments[0]).fontSize)", element))
        assert size(headline) > size(footnote)
        driver.save_screenshot(os.environ["SCREENSHOT"])
    finally:
        driver.quit()
